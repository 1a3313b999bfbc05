import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { VIRTUAL_OVERSCAN, VIRTUAL_STEP, VIRTUAL_THRESHOLD, VirtualList, preloadVirtualList } from './VirtualList.tsx';
import type { VirtualListProps } from './VirtualList.tsx';

// jsdom has no layout. Rows get heights from `heightOf` (offsetHeight, what the virtualiser
// measures), the window is 768 px tall (jsdom's innerHeight) and the document as tall as the list
// says, so scrolling and the scroll-end check behave as in a browser.

interface Entry {
  id: number;
  title: string;
}
const entries = (count: number, from = 0): Entry[] => Array.from({ length: count }, (_, i) => ({ id: from + i + 1, title: `第${from + i + 1}条` }));

let heightOf: (index: number) => number = () => 50;
let resizeCallbacks: ResizeObserverCallback[] = [];

/** A ResizeObserver that reports each element once when observed, as browsers do. */
class FakeResizeObserver {
  private readonly callback: ResizeObserverCallback;
  constructor(callback: ResizeObserverCallback) {
    this.callback = callback;
    resizeCallbacks.push(callback);
  }
  observe(target: Element) {
    queueMicrotask(() => this.callback([{ target } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver));
  }
  unobserve() {}
  disconnect() {}
}

function paddings(list: HTMLElement) {
  return { top: Number.parseFloat(list.style.paddingTop || '0'), bottom: Number.parseFloat(list.style.paddingBottom || '0') };
}

function listHeight(list: HTMLElement): number {
  const rows = within(list).queryAllByRole('listitem').filter((row) => !row.style.position);
  const { top, bottom } = paddings(list);
  return top + bottom + rows.reduce((sum, row) => sum + heightOf(Number(row.dataset.index)), 0);
}

/** Scrolls the window to `y` and lets the scroll handlers (one per animation frame) run. */
function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });
  act(() => vi.advanceTimersByTime(16));
}

/** Lets the virtualiser's "scrolling" state end, and the measurements land. */
async function settle() {
  await act(async () => {
    vi.advanceTimersByTime(200);
    await Promise.resolve();
  });
  await act(async () => {
    vi.advanceTimersByTime(16);
    await Promise.resolve();
  });
}

function renderList(props: Partial<VirtualListProps<Entry>> = {}) {
  const renderItem = props.renderItem ?? ((entry: Entry) => <span>{entry.title}</span>);
  const view = render(
    <VirtualList<Entry> items={entries(1000)} itemKey={(entry) => entry.id} estimateSize={50} aria-label="积分明细" renderItem={renderItem} {...props} />,
  );
  const list = screen.getByRole('list', { name: '积分明细' });
  // The document: the list and a 44 px footer under it.
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => listHeight(list) + 44);
  return { ...view, list };
}

// The virtualiser is a chunk of its own, loaded as a list grows; here it is there from the start.
beforeAll(() => preloadVirtualList());

beforeEach(() => {
  vi.useFakeTimers();
  heightOf = () => 50;
  resizeCallbacks = [];
  window.scrollY = 0;
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.index === undefined ? 0 : heightOf(Number(this.dataset.index));
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.documentElement.style.fontSize = '';
  window.scrollY = 0;
});

describe('VirtualList', () => {
  it('should render only the rows of the viewport and a few beyond for 1000 items, in a list that says its size', async () => {
    const rendered = new Set<number>();
    const { list } = renderList({
      renderItem: (entry) => {
        rendered.add(entry.id);
        return <span>{entry.title}</span>;
      },
    });
    await settle();
    // Never all of them, not even once to be measured.
    expect(rendered.size).toBe(within(list).getAllByRole('listitem').length);
    const rows = within(list).getAllByRole('listitem');
    // 768 px of 50 px rows is 16 rows, plus the overscan and a step below the last.
    expect(rows).toHaveLength(Math.ceil(768 / 50) + VIRTUAL_OVERSCAN + VIRTUAL_STEP);
    expect(rows[0]?.textContent).toBe('第1条');
    expect(rows[0]?.getAttribute('aria-posinset')).toBe('1');
    expect(rows.every((row) => row.getAttribute('aria-setsize') === '1000')).toBe(true);
    // The rows not mounted keep their space, so the page is as long as the whole list.
    expect(paddings(list)).toEqual({ top: 0, bottom: (1000 - rows.length) * 50 });
  });

  it('should render a list of up to 100 rows plainly: every row, no paddings', async () => {
    const { list } = renderList({ items: entries(VIRTUAL_THRESHOLD) });
    await settle();
    expect(within(list).getAllByRole('listitem')).toHaveLength(VIRTUAL_THRESHOLD);
    expect(list.getAttribute('style')).toBeNull();
    expect(within(list).getAllByRole('listitem')[99]?.getAttribute('aria-posinset')).toBe('100');
  });

  it('should go windowed when the list grows past 100 rows, from the heights on screen, so nothing moves', async () => {
    heightOf = (index) => [40, 80, 120][index % 3] ?? 0;
    const renderItem = (entry: Entry) => <span>{entry.title}</span>;
    const props = { itemKey: (entry: Entry) => entry.id, estimateSize: 50, 'aria-label': '积分明细', renderItem };
    const { list, rerender } = renderList({ ...props, items: entries(100) });
    await settle();
    // The reader is at the end of the hundred (8 000 px of them), the next page arrives.
    scrollTo(7_300);
    await settle();
    rerender(<VirtualList<Entry> items={entries(110)} {...props} />);
    await settle();
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeLessThan(40);
    const first = Number(rows[0]?.dataset.index);
    // Above the first mounted row: exactly the rows' own heights, not the 50 px estimate.
    const above = Array.from({ length: first }, (_, index) => heightOf(index)).reduce((a, b) => a + b, 0);
    expect(first).toBeGreaterThan(0);
    expect(paddings(list).top).toBe(above);
    expect(listHeight(list)).toBe(Array.from({ length: 110 }, (_, index) => heightOf(index)).reduce((a, b) => a + b, 0));
  });

  it('should follow the window: rows around the scroll position, in order, the paddings holding the rest', async () => {
    const { list } = renderList();
    await settle();
    scrollTo(25_000);
    await settle();
    const rows = within(list).getAllByRole('listitem');
    const first = Number(rows[0]?.dataset.index);
    expect(first).toBe(500 - VIRTUAL_OVERSCAN - VIRTUAL_STEP);
    expect(rows.map((row) => Number(row.getAttribute('aria-posinset')))).toEqual(rows.map((_, i) => first + i + 1));
    expect(rows[VIRTUAL_OVERSCAN + VIRTUAL_STEP]?.textContent).toBe('第501条');
    expect(paddings(list).top).toBe(first * 50);
    expect(listHeight(list)).toBe(50_000);
    expect(rows.length).toBeLessThanOrEqual(Math.ceil(768 / 50) + 1 + 2 * (VIRTUAL_OVERSCAN + VIRTUAL_STEP));
  });

  it('should mount rows again only when the viewport nears an edge of those mounted, a step at a time', async () => {
    const rendered: number[] = [];
    const { list } = renderList({
      renderItem: (entry) => {
        rendered.push(entry.id);
        return <span>{entry.title}</span>;
      },
    });
    await settle();
    const mounted = () => within(list).getAllByRole('listitem').map((row) => Number(row.dataset.index));
    const atTop = mounted();
    const renders = rendered.length;
    // Seven rows down, half a row a frame: the same rows stay mounted and none renders again.
    for (let y = 25; y <= 350; y += 25) scrollTo(y);
    await settle();
    expect(mounted()).toEqual(atTop);
    expect(rendered).toHaveLength(renders);
    // Past the step the window moves on, rendering only the rows that come in.
    for (let y = 375; y <= 600; y += 25) scrollTo(y);
    await settle();
    const later = mounted();
    expect(later.at(-1)).toBeGreaterThan(atTop.at(-1) ?? Infinity);
    // The viewport (rows 12 to 27) with at least the overscan beyond it.
    expect(later[0]).toBeLessThanOrEqual(12 - VIRTUAL_OVERSCAN);
    expect(later.at(-1)).toBeGreaterThanOrEqual(27 + VIRTUAL_OVERSCAN);
    expect(rendered.length - renders).toBe(later.filter((index) => !atTop.includes(index)).length);
  });

  it('should measure rows of different heights and keep the page as long as the rows measured and estimated', async () => {
    heightOf = (index) => [40, 80, 120][index % 3] ?? 0;
    const { list } = renderList({ estimateSize: 80 });
    await settle();
    const rows = within(list).getAllByRole('listitem');
    // The mounted rows, at their real heights, cover the viewport and the overscan below it.
    const heights = rows.map((row) => heightOf(Number(row.dataset.index)));
    expect(heights.slice(0, -VIRTUAL_OVERSCAN).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(768);
    // Mounted rows by their measured heights, the others by the estimate.
    const measured = rows.reduce((sum, row) => sum + heightOf(Number(row.dataset.index)), 0);
    expect(listHeight(list)).toBe(measured + (1000 - rows.length) * 80);
  });

  it('should scale the estimate with the reader’s text size', async () => {
    document.documentElement.style.fontSize = '32px';
    heightOf = () => 100;
    const { list } = renderList({ estimateSize: 50 });
    await settle();
    const rows = within(list).getAllByRole('listitem');
    expect(paddings(list).bottom).toBe((1000 - rows.length) * 100);
  });

  it('should keep a focused row mounted, in place, when the reader scrolls away, and let it go after the focus leaves', async () => {
    const { list } = renderList({ renderItem: (entry) => <button type="button">{entry.title}</button> });
    await settle();
    const button = screen.getByRole('button', { name: '第3条' });
    act(() => button.focus());
    scrollTo(30_000);
    await settle();
    expect(document.activeElement).toBe(button);
    const kept = button.closest('li');
    expect(kept?.style.position).toBe('absolute');
    expect(kept?.style.top).toBe('100px');
    expect(kept?.getAttribute('aria-posinset')).toBe('3');
    act(() => button.blur());
    await settle();
    expect(screen.queryByRole('button', { name: '第3条' })).toBeNull();
    expect(within(list).getAllByRole('listitem').every((row) => !row.style.position)).toBe(true);
  });

  it('should keep the rows on screen in place when new rows are put in front of them, and show them in place at the top', async () => {
    vi.stubGlobal('scrollTo', (_x: number, y: number) => {
      window.scrollY = y;
    });
    const renderItem = (entry: Entry) => <span>{entry.title}</span>;
    const props = { itemKey: (entry: Entry) => entry.id, estimateSize: 50, 'aria-label': '积分明细', renderItem };
    const { list, rerender } = renderList(props);
    await settle();
    scrollTo(25_020);
    await settle();
    // Five new rows at the top: the reader still sees 第501条, 20 px scrolled into it.
    const newer = entries(5, 2000);
    rerender(<VirtualList<Entry> items={[...newer, ...entries(1000)]} {...props} />);
    await settle();
    expect(window.scrollY).toBe(25_270);
    expect(within(list).getByText('第501条').closest('li')?.getAttribute('aria-posinset')).toBe('506');
    // At the top of the list the new rows simply appear first.
    scrollTo(0);
    await settle();
    rerender(<VirtualList<Entry> items={[...entries(3, 3000), ...newer, ...entries(1000)]} {...props} />);
    await settle();
    expect(window.scrollY).toBe(0);
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toBe('第3001条');
  });

  it('should name each row by what the screen says names it', async () => {
    renderList({ rowLabelledBy: (entry) => `entry-${entry.id}`, renderItem: (entry) => <h2 id={`entry-${entry.id}`}>{entry.title}</h2> });
    await settle();
    expect(screen.getAllByRole('listitem', { name: '第2条' })).toHaveLength(1);
  });

  it('should ask for the next page once when the reader reaches the end, and again only at the end of the next page', async () => {
    const onLoadMore = vi.fn();
    const { list, rerender } = renderList({ status: 'idle', onLoadMore });
    await settle();
    expect(onLoadMore).not.toHaveBeenCalled();
    scrollTo(25_000);
    expect(onLoadMore).not.toHaveBeenCalled();
    // 50 044 px tall, 768 px of window: under 10 px remain from 49 267.
    scrollTo(49_267);
    await settle();
    scrollTo(49_270);
    await settle();
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    const props = { itemKey: (entry: Entry) => entry.id, estimateSize: 50, 'aria-label': '积分明细', renderItem: (entry: Entry) => <span>{entry.title}</span>, onLoadMore };
    rerender(<VirtualList<Entry> items={entries(1000)} status="loading" {...props} />);
    scrollTo(49_275);
    await settle();
    expect(screen.getByRole('status').textContent).toBe('加载中…');
    rerender(<VirtualList<Entry> items={[...entries(1000), ...entries(10, 1000)]} status="idle" {...props} />);
    await settle();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(within(list).getAllByRole('listitem').at(-1)?.getAttribute('aria-setsize')).toBe('1010');
    scrollTo(49_767);
    await settle();
    expect(onLoadMore).toHaveBeenCalledTimes(2);
    expect(screen.getByText('第1010条')).toBeTruthy();
  });

  it('should render a short list on the server as every row and its footer, and hydrate it without a mismatch (the news detail is server-rendered)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const list = (
      <VirtualList<Entry> items={entries(12)} itemKey={(entry) => entry.id} estimateSize={50} aria-label="评论" renderItem={(entry) => <span>{entry.title}</span>} status="end" />
    );
    const html = renderToString(list);
    expect(html.match(/<li /g)).toHaveLength(12);
    expect(html).toContain('aria-posinset="12"');
    expect(html).toContain('没有更多了');
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    const recoverable: unknown[] = [];
    const root = await act(async () => hydrateRoot(host, list, { onRecoverableError: (error) => recoverable.push(error) }));
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(within(host).getAllByRole('listitem')).toHaveLength(12);
    act(() => root.unmount());
    host.remove();
  });

  it('should show the footer of each state under the rows, with 重试 after an error, and no footer without a status', async () => {
    const onRetry = vi.fn();
    const props = { itemKey: (entry: Entry) => entry.id, estimateSize: 50, renderItem: (entry: Entry) => <span>{entry.title}</span> };
    const { rerender } = render(<VirtualList<Entry> items={entries(3)} status="loading" {...props} />);
    expect(screen.getByRole('status').textContent).toBe('加载中…');
    rerender(<VirtualList<Entry> items={entries(3)} status="end" {...props} />);
    expect(screen.getByRole('status').textContent).toBe('没有更多了');
    rerender(<VirtualList<Entry> items={[]} status="empty" {...props} />);
    expect(screen.getByRole('status').textContent).toBe('暂无数据');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    rerender(<VirtualList<Entry> items={entries(3)} status="error" onRetry={onRetry} errorText="评论加载失败" {...props} />);
    expect(screen.getByRole('status').textContent).toContain('评论加载失败');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<VirtualList<Entry> items={entries(3)} {...props} />);
    expect(screen.queryByRole('status')).toBeNull();
    // Three rows fit: all of them, and the footer after the list.
    expect(screen.getAllByRole('listitem').map((row) => row.textContent)).toEqual(['第1条', '第2条', '第3条']);
  });
});
