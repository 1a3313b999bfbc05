import type { StatusBarColor } from '@shqcb/bridge';

/** Browser status-bar (theme-color) values of the two colours of SPEC §2. */
export const STATUS_BAR_COLORS: Record<StatusBarColor, string> = { red: '#d7000f', white: '#ffffff' };

/** Sets the page title and status-bar colour of a screen. */
export function applyRouteMeta(title: string, color: StatusBarColor, doc: Document = document): void {
  doc.title = title;
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.append(meta);
  }
  meta.content = STATUS_BAR_COLORS[color];
  doc.documentElement.dataset['statusBar'] = color;
}
