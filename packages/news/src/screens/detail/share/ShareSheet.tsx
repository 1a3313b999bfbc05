import { useId, useRef, useState } from 'react';
import { apiCall } from '@shqcb/api';
import { shareController } from '@shqcb/api/contract/login';
import { appDownloadUrl, nativeBridge, runtime, shareLink, storedAppVersion, versionUpdateVariant } from '@shqcb/bridge';
import { Button, CloseButton, Dialog, SharePoster, ShareTips, VersionUpdateOverlay, copyText, exportPoster, showToast } from '@shqcb/ui-kit';
import type { NewsShareProps } from './NewsShare.tsx';
import { PLACEHOLDER_THUMBNAIL } from './placeholderThumbnail.ts';
import { savePoster, shareNews } from './shareNews.ts';
import type { ShareChannel, ShareDeps } from './shareNews.ts';
import {
  LINK_COPIED,
  POSTER_DIALOG_TITLE,
  POSTER_DOWNLOADED,
  POSTER_FAILED,
  POSTER_LONG_PRESS,
  POSTER_SAVED_ALBUM,
  SAVE_POSTER_TEXT,
  SHARE_FAILED,
  SHARE_NEWS_TEXT,
} from './shareTexts.ts';

/**
 * The share sheet of a news detail (loaded when the reader first presses 分享, decision 0051): the
 * poster (ui-kit SharePoster with the thumbnail, title and a QR code of the page address with
 * type=share) with 保存海报 and 分享新闻, the share-tips mask in WeChat and the version-update overlay
 * in an app that cannot save. It stays mounted once loaded: the overlays outlive the poster.
 */
export default function ShareSheet({ news, href, open, onClose }: NewsShareProps & { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const poster = useRef<HTMLElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const [tips, setTips] = useState(false);
  const [update, setUpdate] = useState(false);
  const pageHref = () => href ?? window.location.href;
  const pageLink = () => shareLink(pageHref());
  const thumbnail = news.thumbnail || PLACEHOLDER_THUMBNAIL;
  const rt = runtime();

  const deps: ShareDeps = {
    runtime: rt,
    bridge: nativeBridge(),
    appVersion: storedAppVersion,
    exportImage: () => {
      if (!poster.current) return Promise.reject(new Error('the poster is not on screen'));
      // Every iOS browser and web view is WebKit, whose first capture may come out blank.
      return exportPoster(poster.current, { warmUp: rt.os === 'ios' });
    },
    copy: (text) => copyText(text, panel.current ?? undefined),
    record: (channel: ShareChannel) => {
      apiCall(shareController, { url: pageLink(), channel, newsId: news.id }, { silent: true }).catch(() => undefined);
    },
  };

  const close = () => {
    onClose();
    setPreview(null);
  };

  const onSave = async () => {
    setBusy(true);
    const outcome = await savePoster(deps);
    setBusy(false);
    if (outcome.kind === 'needs-update') {
      close();
      setUpdate(true);
    } else if (outcome.kind === 'preview') {
      // The caption under the image says what to do; a toast would cover the image.
      setPreview(outcome.dataUrl);
    } else if (outcome.kind === 'failed') {
      console.warn('[poster] save failed', outcome.error);
      showToast(POSTER_FAILED);
    } else {
      showToast(outcome.kind === 'album' ? POSTER_SAVED_ALBUM : POSTER_DOWNLOADED);
    }
  };

  const onShare = async () => {
    const outcome = await shareNews({ title: news.title, desc: news.desc, link: pageLink(), imgUrl: new URL(thumbnail, pageHref()).href }, deps);
    if (outcome === 'tips') {
      close();
      setTips(true);
    } else if (outcome === 'link') showToast(LINK_COPIED);
    else if (outcome === 'failed') showToast(SHARE_FAILED);
  };

  const variant = versionUpdateVariant();
  return (
    <>
      <Dialog open={open} onDismiss={close} labelledBy={titleId} className="shq-news-share__panel">
        <div ref={panel} className="shq-news-share__content">
          <h2 id={titleId} className="shq-visually-hidden">
            {POSTER_DIALOG_TITLE}
          </h2>
          {!open ? null : preview ? (
            <figure className="shq-news-share__preview">
              <img src={preview} alt={`${POSTER_DIALOG_TITLE}：${news.title}`} />
              <figcaption>{POSTER_LONG_PRESS}</figcaption>
            </figure>
          ) : (
            <SharePoster ref={poster} thumbnail={thumbnail} title={news.title} url={pageLink()} />
          )}
          <div className="shq-news-share__actions">
            {preview === null && (
              <Button variant="secondary" loading={busy} disabled={busy} onClick={() => void onSave()}>
                {SAVE_POSTER_TEXT}
              </Button>
            )}
            <Button data-autofocus onClick={() => void onShare()}>
              {SHARE_NEWS_TEXT}
            </Button>
          </div>
          <CloseButton onClick={close} />
        </div>
      </Dialog>
      <ShareTips open={tips} onClose={() => setTips(false)} />
      {variant === 'go-now' ? (
        <VersionUpdateOverlay
          open={update}
          variant="go-now"
          onClose={() => setUpdate(false)}
          onGoNow={() => {
            setUpdate(false);
            nativeBridge()
              .updateApp()
              .catch(() => nativeBridge().openNewWebView(appDownloadUrl()));
          }}
        />
      ) : (
        <VersionUpdateOverlay open={update} variant="copy-link" downloadUrl={update ? appDownloadUrl() : ''} onClose={() => setUpdate(false)} />
      )}
    </>
  );
}
