import type { Key } from 'react';
import type * as ReactVirtual from '@tanstack/react-virtual';
import type { Range, VirtualItem, Virtualizer, VirtualizerOptions } from '@tanstack/react-virtual';

type Core = typeof ReactVirtual;
type WindowVirtualizer = Virtualizer<Window, HTMLLIElement>;

/** The root font size every estimate is given at (the reader's default text size). */
export const BASE_FONT_PX = 16;
/** A phone's viewport, for a render without a window (on a server). */
const INITIAL_RECT = { width: 375, height: 812 };

let loadedCore: Core | null = null;
let loadingCore: Promise<Core> | null = null;

/** Loads the virtualiser (@tanstack/react-virtual, a chunk of its own) once. */
export function loadVirtualizer(): Promise<Core> {
  loadingCore ??= import('@tanstack/react-virtual').then((core) => (loadedCore = core));
  return loadingCore;
}

/** What a {@link ListWindow} is told on every render. */
export interface ListWindowOptions {
  count: number;
  getItemKey: (index: number) => Key;
  /** Px at the default text size. */
  estimateSize: (index: number) => number;
  /** Rows mounted beyond each edge of the viewport, at least. */
  overscan: number;
  /**
   * Rows the window moves by: when the viewport comes within `overscan` rows of an edge of the
   * mounted rows, they are mounted again around it with `overscan + step` beyond each edge. So the
   * list renders once every `step` rows scrolled rather than at every row.
   */
  step: number;
  /** Windowed past this many rows. */
  threshold: number;
  /** The row holding the focus, kept mounted. */
  focused: number | null;
}

/** A row to render: by index and key; `top` set for a row placed by itself (kept for the focus). */
export interface WindowRow {
  index: number;
  key: Key;
  top: number | undefined;
}

/** What to render: every row (a plain list) or a window of them between two paddings. */
export type WindowView = { windowed: false } | { windowed: true; rows: WindowRow[]; before: number; after: number };

/**
 * The window's scroll offset for the virtualiser, as @tanstack/virtual-core's observeWindowOffset
 * reports it (the offset at each scroll event, scrolling; once more, not scrolling, when the scroll
 * has rested `isScrollingResetDelay` ms), with one timer that re-arms itself while the scroll
 * goes on rather than a timer cleared and set again at every scroll event: at 4× CPU slowdown
 * those two calls cost as much as the rest of the handler. (Its scrollend option is no cheaper:
 * a scroll made by script ends at every frame.)
 */
function observeWindowOffset(instance: WindowVirtualizer, report: (offset: number, isScrolling: boolean) => void): (() => void) | undefined {
  const win = instance.targetWindow;
  if (!win) return undefined;
  const delay = instance.options.isScrollingResetDelay;
  let last = 0;
  let timer = 0;
  const rest = () => {
    const quiet = win.performance.now() - last;
    if (quiet < delay) {
      timer = win.setTimeout(rest, delay - quiet);
      return;
    }
    timer = 0;
    report(win.scrollY, false);
  };
  const onScroll = () => {
    last = win.performance.now();
    if (timer === 0) timer = win.setTimeout(rest, delay);
    report(win.scrollY, true);
  };
  win.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    win.removeEventListener('scroll', onScroll);
    win.clearTimeout(timer);
  };
}

/** The root font size in px (the reader's text size). */
function rootFontPx(): number {
  if (typeof document === 'undefined') return BASE_FONT_PX;
  return Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || BASE_FONT_PX;
}

/**
 * The state of one {@link VirtualList} outside React: the virtualiser (made once the list is
 * long and the library has loaded), where the list starts in the document, the reader's text
 * size, and the row at the top of the window. React reads it through `subscribe`/`getSnapshot`
 * (useSyncExternalStore); the list's layout effects feed it (`mount`, `commit`).
 */
export class ListWindow {
  private version = 0;
  private readonly listeners = new Set<() => void>();
  private core: Core | null = loadedCore;
  private virtualizer: WindowVirtualizer | null = null;
  private unmountVirtualizer: (() => void) | null = null;
  private options: ListWindowOptions = { count: 0, getItemKey: (index) => index, estimateSize: () => 0, overscan: 0, step: 0, threshold: 0, focused: null };
  /** The rows mounted in flow, first and last index. */
  private run: [number, number] = [0, -1];
  /** What the last render showed; a change of the virtualiser that keeps it renders nothing. */
  private shown = '';
  private geometryKnown = false;
  private wanted = false;
  private list: HTMLElement | null = null;
  private top = 0;
  private fontPx = rootFontPx();
  private measuredAtFontPx = this.fontPx;
  /** The row at the top of the window when new items came, put back in place after they render. */
  private anchor: { key: Key; offset: number } | null = null;
  private mounted = false;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): number => this.version;

  private changed = (): void => {
    this.version++;
    for (const listener of this.listeners) listener();
  };

  /** Takes the list's options of this render (and hands them to the virtualiser, as useVirtualizer does). */
  configure(options: ListWindowOptions): void {
    // New items: note the row at the top of the window among the old ones, before they go.
    if (this.virtualizer && options.getItemKey !== this.options.getItemKey) this.noteAnchor(this.virtualizer);
    this.options = options;
    if (options.count > options.threshold) this.wanted = true;
    if (this.virtualizer) this.virtualizer.setOptions(this.virtualizerOptions());
    // Long from its first render (a screen opened again on pages kept in the query cache): windowed
    // at once, from the estimates, rather than every row mounted once to be measured.
    else if (this.wanted && this.core && !this.list) this.virtualizer = this.makeVirtualizer([]);
  }

  private makeVirtualizer(seen: VirtualItem[]): WindowVirtualizer {
    return new (this.core as Core).Virtualizer({ ...this.virtualizerOptions(), initialMeasurementsCache: seen });
  }

  /** Whether the library should be fetched now: the list is on its way to the threshold. */
  get shouldLoad(): boolean {
    return !this.core && this.options.count > this.options.threshold / 2;
  }

  /** Fetches the library, then renders again (windowed, if the list is long by then). */
  load(): void {
    void loadVirtualizer().then((core) => {
      if (this.core) return;
      this.core = core;
      if (this.mounted) this.changed();
    });
  }

  private virtualizerOptions(): VirtualizerOptions<Window, HTMLLIElement> {
    const core = this.core as Core;
    const { count, getItemKey, estimateSize, overscan } = this.options;
    const scale = this.fontPx / BASE_FONT_PX;
    return {
      count,
      getItemKey,
      estimateSize: (index) => estimateSize(index) * scale,
      overscan,
      scrollMargin: this.top,
      initialRect: typeof window === 'undefined' ? INITIAL_RECT : { width: window.innerWidth, height: window.innerHeight },
      getScrollElement: () => (typeof document === 'undefined' ? null : window),
      observeElementRect: core.observeWindowRect,
      observeElementOffset: observeWindowOffset,
      scrollToFn: core.windowScroll,
      initialOffset: () => (typeof document === 'undefined' ? 0 : window.scrollY),
      rangeExtractor: (range: Range) => {
        const { startIndex, endIndex, count: total } = range;
        const { overscan: margin, step, focused } = this.options;
        const [from, to] = this.run;
        const wanted: [number, number] = [Math.max(0, startIndex - margin), Math.min(total - 1, endIndex + margin)];
        if (!(from <= wanted[0] && to >= wanted[1] && to < total)) {
          this.run = [Math.max(0, startIndex - margin - step), Math.min(total - 1, endIndex + margin + step)];
        }
        const indexes: number[] = [];
        for (let index = this.run[0]; index <= this.run[1]; index++) indexes.push(index);
        if (focused === null || focused >= total || (focused >= this.run[0] && focused <= this.run[1])) return indexes;
        return [...indexes, focused].sort((a, b) => a - b);
      },
      // The virtualiser reports every change of the visible rows; the list renders only when the
      // mounted rows or their offsets change.
      onChange: (instance) => {
        const items = instance.getVirtualItems();
        const shown = `${items[0]?.index}:${items.at(-1)?.index}:${items.length}:${items[0]?.start}:${instance.getTotalSize()}:${this.top}`;
        if (shown === this.shown) return;
        this.changed();
      },
    };
  }

  /** The rows to render now. */
  view(): WindowView {
    const virtualizer = this.virtualizer;
    if (!virtualizer) return { windowed: false };
    const items = virtualizer.getVirtualItems();
    const total = virtualizer.getTotalSize();
    const top = this.top;
    this.shown = `${items[0]?.index}:${items.at(-1)?.index}:${items.length}:${items[0]?.start}:${total}:${top}`;
    // The run of rows around the viewport is in flow; a focused row beyond it is placed by itself.
    const [first, last] = this.run;
    const inFlow = items.filter((item) => item.index >= first && item.index <= last);
    const firstInFlow = inFlow[0];
    const lastInFlow = inFlow.at(-1);
    return {
      windowed: true,
      rows: items.map((item) => ({ index: item.index, key: item.key, top: item.index < first || item.index > last ? item.start - top : undefined })),
      before: firstInFlow ? firstInFlow.start - top : 0,
      after: lastInFlow ? Math.max(0, total - (lastInFlow.end - top)) : 0,
    };
  }

  /** The ref callback of each row while windowed (measures it, now and when it resizes). */
  get measureRow(): ((node: HTMLLIElement | null) => void) | undefined {
    return this.virtualizer?.measureElement;
  }

  /**
   * The list's first layout: follows the page around it (a ResizeObserver on the body and the
   * root sees content above the list and the text size change).
   */
  mount(list: HTMLElement | null): () => void {
    this.list = list;
    this.mounted = true;
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => this.measureGeometry()) : null;
    observer?.observe(document.body);
    observer?.observe(document.documentElement);
    if (this.virtualizer) this.unmountVirtualizer = this.virtualizer._didMount();
    return () => {
      this.mounted = false;
      observer?.disconnect();
      this.unmountVirtualizer?.();
      this.unmountVirtualizer = null;
    };
  }

  /**
   * After every render: where the list is, the virtualiser made when the list has become long
   * (from the heights of the rows then on screen, so nothing moves), its scroll and size
   * observers, and the row that was at the top of the window put back where it was when rows
   * were put in front of it.
   */
  commit(): void {
    // Later moves of the list come through the ResizeObserver: reading the layout after every
    // render would force it in the middle of a frame.
    if (!this.geometryKnown) this.measureGeometry();
    const core = this.core;
    if (!this.virtualizer && core && this.wanted && this.list) {
      const list = this.list;
      const { getItemKey } = this.options;
      const seen: VirtualItem[] = Array.from(list.querySelectorAll<HTMLLIElement>(':scope > li[data-index]'), (row) => {
        const index = Number(row.dataset.index);
        const size = row.offsetHeight;
        return { index, key: getItemKey(index), start: 0, size, end: size, lane: 0 };
      });
      this.virtualizer = this.makeVirtualizer(seen);
      if (this.mounted) this.unmountVirtualizer = this.virtualizer._didMount();
      this.virtualizer._willUpdate();
      this.changed();
      return;
    }
    const virtualizer = this.virtualizer;
    if (!virtualizer) return;
    virtualizer._willUpdate();
    if (this.measuredAtFontPx !== this.fontPx) {
      // A new text size changes every row: forget the sizes measured at the old one.
      this.measuredAtFontPx = this.fontPx;
      virtualizer.measure();
    }
    const held = this.anchor;
    if (!held) return;
    this.anchor = null;
    const { count, getItemKey } = this.options;
    let index = 0;
    while (index < count && getItemKey(index) !== held.key) index++;
    // getTotalSize brings the virtualiser's row offsets up to date with the rows just measured.
    virtualizer.getTotalSize();
    const row = index < count ? virtualizer.measurementsCache[index] : undefined;
    if (!row) return;
    const target = row.start + held.offset;
    if (Math.abs(target - (virtualizer.scrollOffset ?? target)) >= 1) window.scrollTo(0, target);
  }

  /**
   * Notes the row at the top of the window, from the virtualiser's own state (no layout read), to
   * keep it there when rows are put in front of it (a live event's new remarks, refreshed in
   * place). Above the list, reading what comes before it, new rows appear in place as in any page.
   * (A plain list leaves this to the browser's scroll anchoring, which cannot see rows that are
   * not mounted.)
   */
  private noteAnchor(virtualizer: WindowVirtualizer): void {
    const y = virtualizer.scrollOffset;
    const row = y !== null && y > this.top ? virtualizer.getVirtualItemForOffset(y) : undefined;
    this.anchor = row && y !== null ? { key: row.key, offset: y - row.start } : null;
  }

  /** Where the list starts in the document and the text size; renders again when either moved. */
  private measureGeometry(): void {
    const list = this.list;
    // A hidden screen (kept alive by the shell) has no layout: keep what it had.
    if (!list || list.getClientRects().length === 0) return;
    this.geometryKnown = true;
    const top = Math.round(list.getBoundingClientRect().top + window.scrollY);
    const fontPx = rootFontPx();
    if (top === this.top && fontPx === this.fontPx) return;
    this.top = top;
    this.fontPx = fontPx;
    if (this.virtualizer) {
      this.virtualizer.setOptions(this.virtualizerOptions());
      this.changed();
    }
  }
}
