import { avatarSources } from './avatarSources.ts';

/** A reader's round avatar: WebP where the browser takes it, else JPEG. Decorative unless `alt` is given. */
export function Avatar({ src, size = 128, alt = '', className }: { src: string; size?: 128 | 512; alt?: string; className?: string }) {
  const { webp, jpeg } = avatarSources(src, size);
  return (
    <picture>
      {webp && <source srcSet={webp} type="image/webp" />}
      <img className={className} src={jpeg} alt={alt} />
    </picture>
  );
}
