import type { ServerRenderPayload } from './serverRenderTypes.ts';

/** The id of the page's `<script type="application/json">` that carries what the server rendered with. */
export const SERVER_RENDER_SCRIPT_ID = 'shq-ssr';

/**
 * What the server rendered the page's view with (decision 0051), or `null` for a page without a
 * server-rendered view (the root is empty) or whose data cannot be read.
 */
export function readServerRender(root: HTMLElement, doc: Document = document): ServerRenderPayload | null {
  if (!root.hasChildNodes()) return null;
  const text = doc.getElementById(SERVER_RENDER_SCRIPT_ID)?.textContent;
  if (!text) return null;
  try {
    const payload = JSON.parse(text) as Partial<ServerRenderPayload>;
    if (typeof payload.target !== 'string' || typeof payload.renderedAt !== 'number' || !payload.cache || !Array.isArray(payload.cache.queries)) return null;
    return payload as ServerRenderPayload;
  } catch {
    return null;
  }
}
