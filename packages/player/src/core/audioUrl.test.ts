import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_AUDIO_BASE, configureAudioBase } from '@shqcb/bridge';
import { resolveAudioUrl } from './audioUrl.ts';

afterEach(() => configureAudioBase(undefined));

describe('resolveAudioUrl (SPEC §3: absolute, or relative to the CDN base)', () => {
  it('keeps absolute and protocol-relative addresses', () => {
    expect(resolveAudioUrl('https://cdn.example.com/a.mp3')).toBe('https://cdn.example.com/a.mp3');
    expect(resolveAudioUrl('//cdn.example.com/a.mp3')).toBe('//cdn.example.com/a.mp3');
  });

  it('joins relative addresses to the base with exactly one slash', () => {
    expect(DEFAULT_AUDIO_BASE).toBe('/media/');
    expect(resolveAudioUrl('audio/ep-01.wav')).toBe('/media/audio/ep-01.wav');
    expect(resolveAudioUrl('/audio/ep-01.wav', 'https://cdn.example.com/shqcb//')).toBe('https://cdn.example.com/shqcb/audio/ep-01.wav');
    configureAudioBase('https://cdn.example.com/x');
    expect(resolveAudioUrl('a.wav')).toBe('https://cdn.example.com/x/a.wav');
  });

  it('refuses other schemes and empty addresses', () => {
    expect(resolveAudioUrl('javascript:alert(1)')).toBeNull();
    expect(resolveAudioUrl('data:audio/wav;base64,AAAA')).toBeNull();
    expect(resolveAudioUrl('  ')).toBeNull();
  });
});
