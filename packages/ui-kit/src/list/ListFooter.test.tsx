import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListFooter } from './ListFooter.tsx';
import { EMPTY_TEXT, END_TEXT, LOADING_TEXT } from './listTexts.ts';

describe('ListFooter', () => {
  it('should export the three list texts word for word', () => {
    expect(LOADING_TEXT).toBe('加载中…');
    expect(END_TEXT).toBe('没有更多了');
    expect(EMPTY_TEXT).toBe('暂无数据');
  });

  it('should show 加载中… with a spinner while loading', () => {
    const { container } = render(<ListFooter status="loading" />);
    expect(screen.getByRole('status').textContent).toBe('加载中…');
    expect(container.querySelector('.shq-spinner')).not.toBeNull();
  });

  it('should show 没有更多了 at the end', () => {
    render(<ListFooter status="end" />);
    expect(screen.getByRole('status').textContent).toBe('没有更多了');
  });

  it('should show 暂无数据 with an illustration when empty', () => {
    const { container } = render(<ListFooter status="empty" />);
    expect(screen.getByRole('status').textContent).toBe('暂无数据');
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('should render an empty status region when idle', () => {
    render(<ListFooter status="idle" />);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('should show 加载失败 and a 重试 button that calls onRetry', async () => {
    const onRetry = vi.fn();
    render(<ListFooter status="error" onRetry={onRetry} />);
    expect(screen.getByText('加载失败')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('should show a custom error text', () => {
    render(<ListFooter status="error" errorText="网络错误，请稍后重试" onRetry={() => {}} />);
    expect(screen.getByText('网络错误，请稍后重试')).toBeDefined();
  });

  it('should replace the footer of an empty list when its first rows come, and keep it from then on', () => {
    const { container, rerender } = render(<ListFooter status="loading" first />);
    const before = container.firstElementChild;
    rerender(<ListFooter status="idle" />);
    const after = container.firstElementChild;
    expect(after).not.toBe(before);
    rerender(<ListFooter status="loading" />);
    expect(container.firstElementChild).toBe(after);
    expect(screen.getByRole('status').textContent).toBe('加载中…');
  });

  it('should show no retry button without onRetry', () => {
    render(<ListFooter status="error" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
