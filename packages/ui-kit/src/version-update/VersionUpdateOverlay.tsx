import { useId, useRef, useState } from 'react';
import { Button } from '../button/Button.tsx';
import { CloseButton } from '../dialog/CloseButton.tsx';
import { Dialog } from '../dialog/Dialog.tsx';
import { showToast } from '../toast/toastStore.ts';
import { copyText } from './copyText.ts';
import '../styles/theme.css';
import './VersionUpdateOverlay.css';

/** Texts of {@link VersionUpdateOverlay} (our wording after SPEC §2's description). */
export const VERSION_UPDATE_TITLE = '版本更新';
export const VERSION_UPDATE_MESSAGE = '当前版本不是最新版本，请前往应用市场更新';
export const VERSION_UPDATE_GO_NOW = '立即前往';
export const VERSION_UPDATE_COPY = '复制链接';
export const VERSION_UPDATE_COPIED = '复制成功，请在浏览器中打开';
export const VERSION_UPDATE_COPY_FAILED = '复制失败，请长按链接复制';

interface VersionUpdateBase {
  open: boolean;
  /** Makes it dismissable (×, Escape, mask). Without it the reader cannot close it. */
  onClose?: () => void;
}

/** The go-now variant: the button asks the native app to update. */
export interface VersionUpdateGoNowProps extends VersionUpdateBase {
  variant: 'go-now';
  onGoNow: () => void;
}

/** The copy-link variant: the button copies `downloadUrl`. */
export interface VersionUpdateCopyLinkProps extends VersionUpdateBase {
  variant: 'copy-link';
  downloadUrl: string;
  /** Called after a successful copy (the success toast is shown already). */
  onCopied?: () => void;
  /** Replaces the copying (default {@link copyText}), e.g. with the native bridge. */
  copy?: (text: string) => Promise<void>;
}

/** Props of {@link VersionUpdateOverlay}. */
export type VersionUpdateOverlayProps = VersionUpdateGoNowProps | VersionUpdateCopyLinkProps;

/**
 * The version-update overlay (SPEC §2, §4): tells the reader the app is not the latest version and
 * to update through the app market. Variant `go-now` has 立即前往 (→ `onGoNow`, the caller asks the
 * native app to update); variant `copy-link` has 复制链接, which copies `downloadUrl` and shows the
 * toast 复制成功，请在浏览器中打开 (inside the overlay, so it is seen and announced). If copying
 * fails, the toast says 复制失败，请长按链接复制 and the link appears as selectable text. Which
 * variant to show (stored version below 211 → go-now) is the caller's rule.
 *
 * @example
 * ```tsx
 * <VersionUpdateOverlay open={needsUpdate} variant="go-now" onGoNow={() => bridge.update()} />
 * <VersionUpdateOverlay open={needsUpdate} variant="copy-link" downloadUrl={DOWNLOAD_URL}
 *   onClose={() => setNeedsUpdate(false)} />
 * ```
 */
export function VersionUpdateOverlay(props: VersionUpdateOverlayProps) {
  const { open, onClose } = props;
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [copying, setCopying] = useState(false);
  const [failed, setFailed] = useState(false);

  const copyLink = async (p: VersionUpdateCopyLinkProps) => {
    setCopying(true);
    try {
      await (p.copy ?? ((text: string) => copyText(text, panel.current ?? undefined)))(p.downloadUrl);
      setFailed(false);
      showToast(VERSION_UPDATE_COPIED);
      p.onCopied?.();
    } catch {
      setFailed(true);
      showToast(VERSION_UPDATE_COPY_FAILED);
    } finally {
      setCopying(false);
    }
  };

  return (
    <Dialog open={open} onDismiss={onClose} labelledBy={`${id}-title`} describedBy={`${id}-body`}>
      <div ref={panel}>
        <h2 id={`${id}-title`} className="shq-dialog__title">
          {VERSION_UPDATE_TITLE}
        </h2>
        <p id={`${id}-body`} className="shq-dialog__body">
          {VERSION_UPDATE_MESSAGE}
        </p>
        {props.variant === 'copy-link' && failed && <p className="shq-version-update__link">{props.downloadUrl}</p>}
        <div className="shq-dialog__actions">
          {props.variant === 'go-now' ? (
            <Button data-autofocus onClick={props.onGoNow}>
              {VERSION_UPDATE_GO_NOW}
            </Button>
          ) : (
            <Button data-autofocus loading={copying} onClick={() => void copyLink(props)}>
              {VERSION_UPDATE_COPY}
            </Button>
          )}
        </div>
        {onClose && <CloseButton onClick={onClose} />}
      </div>
    </Dialog>
  );
}
