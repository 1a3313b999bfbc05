/**
 * Copies `text` to the clipboard: the async Clipboard API where there is one, else the old
 * `execCommand('copy')` on a hidden textarea, which WeChat's and older Android web views still need.
 * The textarea goes into `host` (pass the open dialog: outside a modal everything is inert and
 * cannot be selected). Focus is put back where it was. Rejects when neither way works.
 *
 * @example
 * ```ts
 * await copyText('https://example.com/app.apk', dialogElement);
 * ```
 */
export async function copyText(text: string, host: HTMLElement = document.body): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused or a web view that only pretends: try the old way.
    }
  }
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const field = document.createElement('textarea');
  field.value = text;
  field.readOnly = true; // no on-screen keyboard
  field.setAttribute('aria-hidden', 'true');
  field.tabIndex = -1;
  // 1rem: iOS zooms into smaller fields; off-screen but selectable (not display: none).
  field.style.cssText = 'position:fixed;top:0;left:-100vw;width:1px;height:1px;font-size:1rem;opacity:0';
  host.append(field);
  try {
    field.focus({ preventScroll: true });
    field.select();
    field.setSelectionRange(0, text.length); // iOS ignores select()
    if (typeof document.execCommand !== 'function' || !document.execCommand('copy')) throw new Error('copy failed');
  } finally {
    field.remove();
    focused?.focus({ preventScroll: true });
  }
}
