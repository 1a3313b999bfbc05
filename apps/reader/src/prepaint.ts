/**
 * The inline script of index.html (decision 0051), bundled on its own and written into the page's
 * <head> by the build: it runs before the body is parsed, so nothing paints before it. Keep it to
 * what must precede the first paint; everything else belongs to the entry (main.tsx).
 */
import { prepaint } from '@shqcb/bridge';

window.__shqcbPrepaint = prepaint(window, document);
