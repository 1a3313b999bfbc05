import { describe, expect, it } from 'vitest';
import { describeDevice } from './describeDevice.ts';

describe('describeDevice', () => {
  it('should name the client and the system, nothing more', () => {
    expect(describeDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323b) NetType/WIFI Language/zh_CN')).toBe('微信 · iPhone');
    expect(describeDevice('Mozilla/5.0 (Linux; Android 14; V2309A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36')).toBe('Chrome · Android');
    expect(describeDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15')).toBe('Safari · Mac');
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0')).toBe('Edge · Windows');
    expect(describeDevice('Mozilla/5.0 (Linux; Android 12; HarmonyOS; NOH-AN00) AppleWebKit/537.36 Chrome/99.0 Mobile Safari/537.36')).toBe('Chrome · 鸿蒙');
    expect(describeDevice('curl/8.5.0')).toBe('浏览器 · 其他系统');
  });

  it('should say 未知设备 without a User-Agent', () => {
    expect(describeDevice(undefined)).toBe('未知设备');
    expect(describeDevice('  ')).toBe('未知设备');
  });
});
