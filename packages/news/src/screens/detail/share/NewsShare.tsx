import { Suspense, lazy, useState } from 'react';
import { Button } from '@shqcb/ui-kit';
import { SHARE_BUTTON_TEXT } from './shareTexts.ts';
import './NewsShare.css';

export interface NewsShareProps {
  news: { id: number; title: string; thumbnail: string; desc: string };
  /**
   * The page address; the poster's QR code and shared links carry it with type=share. Read from
   * `location.href` when the reader shares (default), so rendering reads nothing of the browser
   * and the detail can be rendered by the server (decision 0051).
   */
  href?: string;
}

const loadSheet = () => import('./ShareSheet.tsx');
const ShareSheet = lazy(loadSheet);

/**
 * The bar under an article with its 分享 button. The sheet behind it (poster, QR code, image export,
 * about 20 kB) loads when the reader first reaches for the button (a touch, a click, keyboard
 * focus), not with the article: most readers read and never share (decision 0051).
 */
export function NewsShare({ news, href }: NewsShareProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);
  const prepare = () => void loadSheet().then(() => setReady(true), () => undefined);
  return (
    <>
      <div className="shq-news-share">
        <Button
          variant="secondary"
          className="shq-news-share__button"
          loading={open && !ready}
          onPointerDown={prepare}
          onFocus={prepare}
          onClick={() => {
            prepare();
            setWanted(true);
            setOpen(true);
          }}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {SHARE_BUTTON_TEXT}
        </Button>
      </div>
      {wanted && (
        <Suspense fallback={null}>
          <ShareSheet news={news} href={href} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
