import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackHeader } from './BackHeader.tsx';

describe('BackHeader', () => {
  it('should render the title (not a heading) and a 返回 button calling onBack', async () => {
    const onBack = vi.fn();
    render(<BackHeader title="我的订单" onBack={onBack} />);
    expect(screen.getByText('我的订单').tagName).toBe('P');
    expect(screen.queryByRole('heading')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('should render nothing when hidden', () => {
    const { container } = render(<BackHeader title="我的订单" onBack={() => {}} hidden />);
    expect(container.innerHTML).toBe('');
  });

  it('should apply each variant with its theme', () => {
    const view = render(<BackHeader title="t" variant="red" onBack={() => {}} />);
    const header = () => view.container.querySelector('header');
    expect(header()?.className).toContain('shq-back-header--red');
    expect(header()?.className).toContain('shq-theme-red');
    view.rerender(<BackHeader title="t" variant="transparent" onBack={() => {}} />);
    expect(header()?.className).toContain('shq-back-header--transparent');
    view.rerender(<BackHeader title="t" onBack={() => {}} />);
    expect(header()?.className).toContain('shq-back-header--white');
    expect(header()?.className).toContain('shq-theme-white');
  });

  it('should render the right slot', () => {
    render(<BackHeader title="t" onBack={() => {}} right={<button type="button">分享</button>} />);
    expect(screen.getByRole('button', { name: '分享' })).toBeDefined();
  });
});
