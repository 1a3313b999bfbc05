import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('should be a type=button primary button by default', () => {
    render(<Button>立即解锁</Button>);
    const button = screen.getByRole('button', { name: '立即解锁' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('shq-button--primary');
  });

  it('should apply variant and block classes and pass button props and ref', async () => {
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} variant="secondary" block type="submit" onClick={onClick} data-testid="b">
        返回首页
      </Button>,
    );
    const button = screen.getByTestId('b');
    expect(button.className).toContain('shq-button--secondary');
    expect(button.className).toContain('shq-button--block');
    expect(button.getAttribute('type')).toBe('submit');
    expect(ref.current).toBe(button);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('should ignore taps while loading and say it is busy', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button loading onClick={onClick}>
        提交
      </Button>,
    );
    const button = screen.getByRole('button', { name: '提交' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(container.querySelector('.shq-spinner')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('should not fire onClick when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        签到
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: '签到' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
