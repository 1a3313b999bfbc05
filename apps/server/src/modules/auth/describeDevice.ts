/**
 * A short Chinese label of what a reader logged in with, from the User-Agent, for the list of
 * their sessions: '微信 · iPhone', 'Chrome · Android', '浏览器 · Windows'. Only the family is
 * kept, never the full string (it would fingerprint the reader).
 */
export function describeDevice(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  if (!ua.trim()) return '未知设备';
  const system = /iPad/i.test(ua)
    ? 'iPad'
    : /iPhone|iPod/i.test(ua)
      ? 'iPhone'
      : /HarmonyOS|OpenHarmony/i.test(ua)
        ? '鸿蒙'
        : /Android/i.test(ua)
          ? 'Android'
          : /Windows/i.test(ua)
            ? 'Windows'
            : /Macintosh|Mac OS X/i.test(ua)
              ? 'Mac'
              : /Linux/i.test(ua)
                ? 'Linux'
                : '其他系统';
  const client = /MicroMessenger/i.test(ua)
    ? '微信'
    : /EdgA?\//.test(ua)
      ? 'Edge'
      : /(Chrome|CriOS)\//.test(ua)
        ? 'Chrome'
        : /(Firefox|FxiOS)\//.test(ua)
          ? 'Firefox'
          : /Safari\//.test(ua)
            ? 'Safari'
            : '浏览器';
  return `${client} · ${system}`;
}
