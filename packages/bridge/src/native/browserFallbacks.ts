import { BridgeError } from './BridgeError.ts';
import type { AppShareData } from './protocol.ts';

/** The browser APIs the fallbacks use; tests pass fakes. */
export interface BrowserHost {
  history?: { back(): void; length: number };
  location?: { assign(url: string): void };
  open?: (url: string, target: string) => unknown;
  navigator?: { share?: (data: { title?: string; text?: string; url?: string }) => Promise<void> };
  document?: Document;
}

/**
 * What each call does outside the apps (a plain browser or WeChat), or inside an app build that
 * lacks a command. Commands that only make sense in the app (hide its bars, open its recommend page)
 * do nothing; back and quit go back in the history; a new web view opens in a new tab (or this one
 * when pop-ups are blocked); sharing uses the Web Share API; an image is saved as a download.
 */
export function createBrowserFallbacks(host: BrowserHost) {
  return {
    goBack(): void {
      host.history?.back();
    },
    quitWebView(): void {
      host.history?.back();
    },
    openNewWebView(url: string): void {
      const opened = host.open?.(url, '_blank');
      if (!opened) host.location?.assign(url);
    },
    async shareByApp(data: AppShareData): Promise<void> {
      if (!host.navigator?.share) throw new BridgeError('unsupported', 'shareByApp', 'Web Share API unavailable');
      await host.navigator.share({ title: data.title, text: data.desc, url: data.link });
    },
    saveImage(image: { dataUrl: string; fileName: string }): void {
      const doc = host.document;
      if (!doc) throw new BridgeError('unsupported', 'saveImage', 'no document to download from');
      const link = doc.createElement('a');
      link.href = image.dataUrl;
      link.download = image.fileName;
      link.rel = 'noopener';
      link.style.display = 'none';
      doc.body.append(link);
      link.click();
      link.remove();
    },
  };
}
