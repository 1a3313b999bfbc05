import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IndexTabs } from './IndexTabs.tsx';
import type { IndexTab } from './IndexTabs.tsx';

const tabs: IndexTab[] = [
  { id: 307, name: '推荐' },
  { id: 1, name: '要闻', isRed: true },
  { id: 2, name: '新能源', isBold: true },
  { id: 3, name: '车市', icon: '/hot.png' },
];

describe('IndexTabs', () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    // jsdom elements have no scrollTo.
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', { configurable: true, value: scrollTo });
  });
  afterEach(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollTo');
    scrollTo.mockReset();
  });

  it('should render a tablist with the active tab selected', () => {
    render(<IndexTabs tabs={tabs} activeId={1} onChange={() => {}} />);
    expect(screen.getByRole('tablist')).toBeDefined();
    const selected = screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true');
    expect(selected.map((t) => t.textContent)).toEqual(['要闻']);
    expect(screen.getByRole('tab', { name: '推荐' }).getAttribute('aria-selected')).toBe('false');
  });

  it('should call onChange with the tab id on tap', async () => {
    const onChange = vi.fn();
    render(<IndexTabs tabs={tabs} activeId={307} onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: '新能源' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('should move aria-selected when activeId changes', () => {
    const view = render(<IndexTabs tabs={tabs} activeId={307} onChange={() => {}} />);
    view.rerender(<IndexTabs tabs={tabs} activeId={3} onChange={() => {}} />);
    expect(screen.getByRole('tab', { name: '车市' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: '推荐' }).getAttribute('aria-selected')).toBe('false');
  });

  it('should mark red and bold tabs', () => {
    render(<IndexTabs tabs={tabs} activeId={307} onChange={() => {}} />);
    expect(screen.getByRole('tab', { name: '要闻' }).className).toContain('shq-index-tabs__tab--red');
    expect(screen.getByRole('tab', { name: '新能源' }).className).toContain('shq-index-tabs__tab--bold');
    expect(screen.getByRole('tab', { name: '推荐' }).className).not.toMatch(/--red|--bold/);
  });

  it('should show a tab icon as decorative image', () => {
    const { container } = render(<IndexTabs tabs={tabs} activeId={307} onChange={() => {}} />);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('should scroll the active tab into view within the strip', () => {
    const view = render(<IndexTabs tabs={tabs} activeId={307} onChange={() => {}} />);
    scrollTo.mockClear();
    view.rerender(<IndexTabs tabs={tabs} activeId={2} onChange={() => {}} />);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo.mock.contexts[0]).toBe(screen.getByRole('tablist'));
  });

  it('should centre a later tab active when the strip is first shown, and leave a strip on its first tab unmeasured', () => {
    const offsetLeft = vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get');
    const first = render(<IndexTabs tabs={tabs} activeId={307} onChange={() => {}} />);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(offsetLeft).not.toHaveBeenCalled();
    first.unmount();
    render(<IndexTabs tabs={tabs} activeId={3} onChange={() => {}} />);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    offsetLeft.mockRestore();
  });

  it('should keep only the active tab in the tab order and move focus with arrow keys', async () => {
    const user = userEvent.setup();
    render(<IndexTabs tabs={tabs} activeId={1} onChange={() => {}} />);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('要闻');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('新能源');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('车市');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('推荐');
  });

  it('should show the 更多 button only with onMore', async () => {
    const onMore = vi.fn();
    const view = render(<IndexTabs tabs={tabs} activeId={1} onChange={() => {}} />);
    expect(screen.queryByRole('button', { name: '更多' })).toBeNull();
    view.rerender(<IndexTabs tabs={tabs} activeId={1} onChange={() => {}} onMore={onMore} />);
    await userEvent.click(screen.getByRole('button', { name: '更多' }));
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('should show a pressed-state announcement toggle with onAnnouncementToggle', async () => {
    const onToggle = vi.fn();
    render(<IndexTabs tabs={tabs} activeId={1} onChange={() => {}} announcementOn onAnnouncementToggle={onToggle} />);
    const toggle = screen.getByRole('button', { name: '公告' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(toggle);
    expect(onToggle).toHaveBeenCalledWith(false);
  });
});
