import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchHeader } from './SearchHeader.tsx';
import type { SearchHeaderProps } from './SearchHeader.tsx';
import { formatBadge } from './formatBadge.ts';

function renderHeader(props: Partial<SearchHeaderProps> = {}) {
  const onSearchClick = vi.fn();
  const onBellClick = vi.fn();
  const view = render(
    <SearchHeader logoSrc="/logo.png" unreadCount={0} onSearchClick={onSearchClick} onBellClick={onBellClick} {...props} />,
  );
  return { ...view, onSearchClick, onBellClick };
}

describe('formatBadge', () => {
  it('should hide the badge at 0 and for bad values', () => {
    expect(formatBadge(0)).toBe('');
    expect(formatBadge(-3)).toBe('');
    expect(formatBadge(Number.NaN)).toBe('');
  });

  it('should show the count up to 99', () => {
    expect(formatBadge(1)).toBe('1');
    expect(formatBadge(99)).toBe('99');
  });

  it('should show 99+ above 99', () => {
    expect(formatBadge(100)).toBe('99+');
    expect(formatBadge(12345)).toBe('99+');
  });
});

describe('SearchHeader', () => {
  it('should render the logo with alt text 上海汽车报 by default', () => {
    renderHeader();
    expect(screen.getByRole('img', { name: '上海汽车报' }).getAttribute('src')).toBe('/logo.png');
  });

  it('should open search from a button named by the placeholder', async () => {
    const { onSearchClick } = renderHeader();
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearchClick).toHaveBeenCalledTimes(1);
  });

  it('should name the bell with the unread count and show the badge', async () => {
    const { onBellClick, container } = renderHeader({ unreadCount: 3 });
    const bell = screen.getByRole('button', { name: '消息，3 条未读' });
    expect(container.querySelector('.shq-search-header__badge')?.textContent).toBe('3');
    await userEvent.click(bell);
    expect(onBellClick).toHaveBeenCalledTimes(1);
  });

  it('should show 99+ on the badge above 99 while the label holds the badge and the real count', () => {
    const { container } = renderHeader({ unreadCount: 150 });
    expect(container.querySelector('.shq-search-header__badge')?.textContent).toBe('99+');
    expect(screen.getByRole('button', { name: '消息，99+ 条未读（共 150 条）' })).toBeDefined();
  });

  it('should hide the badge at 0', () => {
    const { container } = renderHeader({ unreadCount: 0 });
    expect(container.querySelector('.shq-search-header__badge')).toBeNull();
    expect(screen.getByRole('button', { name: '消息' })).toBeDefined();
  });
});
