import { audioVoiceUrl, trackSeconds } from '../modules/media/audioTracks.ts';
import { podcastCoverPath } from '../modules/media/mediaPaths.ts';
import { publishTime } from './publishTime.ts';

export interface DemoAudioItem {
  id: number;
  title: string;
  voiceUrl: string;
  source: string;
  publishedAt: Date;
  durationSeconds: number;
  cover: string;
  summary: string;
}

interface Episode {
  title: string;
  /** Empty for a few, so the player's 暂无 shows. */
  source: string;
  summary: string;
  daysAgo: number;
  hour: number;
  minute: number;
}

/**
 * The podcast episodes, newest first: id 1 is the newest (and, with id 2, the shortest). Titles
 * read "programme｜topic"; the cover shows the programme.
 */
const EPISODES: readonly Episode[] = [
  {
    title: '车市周报｜终端优惠收窄 观望情绪回落',
    source: '上海汽车报',
    summary: '本周沪上4S店走访：主流合资车型优惠幅度收窄，进店客流回升，业内预计观望期接近尾声。',
    daysAgo: 0, hour: 7, minute: 30,
  },
  {
    title: '新能源观察｜超充桩与换电站 谁先跑通账本',
    source: '上海汽车报',
    summary: '两种补能路线的投入与回报对比：场站利用率、电价差和车型适配，决定了谁能先实现盈利。',
    daysAgo: 2, hour: 18, minute: 0,
  },
  {
    title: '上汽动态｜自主品牌出海 欧洲渠道再扩容',
    source: '上汽动态',
    summary: '新增经销网点覆盖更多欧洲城市，右舵车型同步导入，售后备件中心的布局也在加快。',
    daysAgo: 4, hour: 8, minute: 15,
  },
  {
    title: '车主说｜开电车过冬 续航到底打几折',
    source: '',
    summary: '三位车主分享冬季用车体验：预热电池、合理使用空调和规划补能，能让续航缩水少一些。',
    daysAgo: 7, hour: 19, minute: 30,
  },
  {
    title: '政策解读｜以旧换新补贴怎么领 一次讲清',
    source: '上海汽车报',
    summary: '申领条件、材料清单和办理时限逐项说明，并提醒车主注意报废证明与新车发票的时间要求。',
    daysAgo: 9, hour: 7, minute: 45,
  },
  {
    title: '智驾前沿｜城市领航辅助走进更多家用车',
    source: '汽车报音频',
    summary: '城市道路辅助驾驶功能正从高端车型下探到主流价位，主持人与工程师聊聊它能做什么、不能做什么。',
    daysAgo: 12, hour: 20, minute: 0,
  },
  {
    title: '车市周报｜二手车出口升温 检测标准待统一',
    source: '上海汽车报',
    summary: '出口订单增长带动车源收购，但车况检测口径不一，行业期待统一的评估规范。',
    daysAgo: 15, hour: 7, minute: 30,
  },
  {
    title: '沪上车生活｜周末去哪充电 郊区补能地图更新',
    source: '',
    summary: '青浦、松江、崇明等地新增公共充电站，热门景区周边的快充位和排队情况一并告诉你。',
    daysAgo: 18, hour: 17, minute: 45,
  },
  {
    title: '新能源观察｜固态电池量产时间表再被提起',
    source: '上海汽车报',
    summary: '多家企业公布半固态与固态电池进展，量产装车仍需跨过成本和一致性两道门槛。',
    daysAgo: 21, hour: 8, minute: 0,
  },
  {
    title: '上汽动态｜临港工厂新产线投产 节拍再提升',
    source: '上汽动态',
    summary: '新产线采用柔性工装，可在同一条线上混线生产多款车型，单车下线节拍进一步缩短。',
    daysAgo: 25, hour: 18, minute: 30,
  },
  {
    title: '车展前哨｜新车首发密集 看点提前看',
    source: '',
    summary: '本届车展预计有数十款新车首发，新能源与智能座舱仍是主角，我们梳理了最值得关注的几款。',
    daysAgo: 28, hour: 9, minute: 0,
  },
  {
    title: '行业访谈｜经销商转型 从卖车到做服务',
    source: '汽车报音频',
    summary: '新车利润变薄，经销商把重心转向保养、延保和二手车业务，一位从业二十年的店总谈他的应对。',
    daysAgo: 32, hour: 19, minute: 15,
  },
];

/** Episode 7 points at a file the server does not have, so players can show their error state. */
const MISSING_EPISODE = 7;
const MISSING_EPISODE_SECONDS = 14;

/** The podcast episodes for `now`, newest first, each with a generated WAV and cover. */
export function demoPodcasts(now: Date): DemoAudioItem[] {
  return EPISODES.map((episode, index) => {
    const id = index + 1;
    const file = `ep-${String(id).padStart(2, '0')}.wav`;
    const seconds = id === MISSING_EPISODE ? MISSING_EPISODE_SECONDS : trackSeconds(file);
    if (seconds === undefined) throw new Error(`no generated audio for ${file}`);
    return {
      id,
      title: episode.title,
      voiceUrl: audioVoiceUrl(file),
      source: episode.source,
      publishedAt: publishTime(now, episode.daysAgo, episode.hour, episode.minute),
      durationSeconds: seconds,
      cover: podcastCoverPath(id),
      summary: episode.summary,
    };
  });
}

/** News items that have a voice version (收听): their generated WAV files. */
export const NEWS_WITH_VOICE: readonly number[] = [59, 72, 82, 83, 87, 88];

/** The voiceUrl of a news item, or null when it has no voice version. */
export function newsVoiceUrl(newsId: number): string | null {
  if (!NEWS_WITH_VOICE.includes(newsId)) return null;
  const file = `news-${newsId}.wav`;
  if (trackSeconds(file) === undefined) throw new Error(`no generated audio for ${file}`);
  return audioVoiceUrl(file);
}
