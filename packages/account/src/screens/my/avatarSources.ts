/**
 * The sizes of an uploaded avatar next to its 512 px JPEG (`…-512.jpg`): WebP first, JPEG as the
 * fallback, 128 px for small places. Any other address (the default avatar, a WeChat one) is used as is.
 */
export function avatarSources(avatar: string, size: 128 | 512 = 128): { webp: string | null; jpeg: string } {
  const match = /^(.*)-512\.jpg$/.exec(avatar);
  if (!match) return { webp: null, jpeg: avatar };
  return { webp: `${match[1]}-${size}.webp`, jpeg: size === 512 ? avatar : `${match[1]}-128.jpg` };
}
