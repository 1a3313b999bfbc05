import { QRCodeSVG } from 'qrcode.react';
import type { Ref } from 'react';
import '../styles/theme.css';
import './SharePoster.css';
import { addShareFlag } from './shareFlag.ts';

/** Size the news thumbnail is drawn at on the poster (SPEC §9), in image pixels. */
export const POSTER_THUMBNAIL_WIDTH = 596;
export const POSTER_THUMBNAIL_HEIGHT = 450;

/** Props of {@link SharePoster}. */
export interface SharePosterProps {
  /** Address of the news thumbnail. Its host must allow CORS for {@link exportPoster} to include it. */
  thumbnail: string;
  /** The news title (clamped to three lines). */
  title: string;
  /** Address the QR code opens: the current page. `type=share` is added unless `shareFlag` is false. */
  url: string;
  shareFlag?: boolean;
  /** Line under the masthead. Default '长按识别二维码，阅读全文'. */
  caption?: string;
  /** The poster's root, to pass to {@link exportPoster}. */
  ref?: Ref<HTMLElement>;
  className?: string;
}

/**
 * The share poster (SPEC §2): the news thumbnail in a 596×450 frame (cropped to fill), the title, the
 * masthead 上海汽车报 and a QR code (qrcode.react, SVG, so it stays sharp at capture scale 4) of the
 * page address with the share flag. Pass its `ref` to {@link exportPoster} to get the image.
 *
 * @example
 * ```tsx
 * const poster = useRef<HTMLElement>(null);
 * <SharePoster ref={poster} thumbnail={news.thumbnail} title={news.title} url={location.href} />
 * const png = await exportPoster(poster.current!);
 * ```
 */
export function SharePoster({
  thumbnail,
  title,
  url,
  shareFlag = true,
  caption = '长按识别二维码，阅读全文',
  ref,
  className,
}: SharePosterProps) {
  const value = shareFlag ? addShareFlag(url) : url;
  return (
    <figure ref={ref} className={className ? `shq-poster ${className}` : 'shq-poster'}>
      <div className="shq-poster__thumb">
        <img src={thumbnail} alt="" width={POSTER_THUMBNAIL_WIDTH} height={POSTER_THUMBNAIL_HEIGHT} />
      </div>
      <figcaption className="shq-poster__body">
        <p className="shq-poster__title">{title}</p>
        <div className="shq-poster__footer">
          <div className="shq-poster__brand">
            <p className="shq-poster__masthead">上海汽车报</p>
            <p className="shq-poster__caption">{caption}</p>
          </div>
          <QRCodeSVG className="shq-poster__qr" value={value} size={128} level="M" marginSize={1} role="img" aria-label="二维码" />
        </div>
      </figcaption>
    </figure>
  );
}
