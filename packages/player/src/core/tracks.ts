import type { AudioTrack } from '@shqcb/bridge';
import type { AudioItem } from '@shqcb/api/contract/content';

/** A podcast episode of contentList as the player queues it. */
export function trackOfEpisode(item: AudioItem): AudioTrack {
  return {
    key: String(item.id),
    title: item.title,
    voiceUrl: item.voiceUrl,
    source: item.source,
    time: item.time,
    duration: item.duration,
    cover: item.cover,
  };
}
