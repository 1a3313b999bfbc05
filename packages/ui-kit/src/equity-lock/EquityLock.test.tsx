import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EquityLock } from './EquityLock.tsx';

describe('EquityLock', () => {
  it('should show 解锁会员权益 as a heading naming the section, with the message', () => {
    render(<EquityLock onHome={() => {}} onUnlock={() => {}} />);
    expect(screen.getByRole('heading', { level: 2, name: '解锁会员权益' })).toBeDefined();
    expect(screen.getByRole('region', { name: '解锁会员权益' }).textContent).toContain('该内容为会员专享，解锁后即可查看');
  });

  it('should call onHome on 返回首页 and onUnlock on 立即解锁', () => {
    const onHome = vi.fn();
    const onUnlock = vi.fn();
    render(<EquityLock onHome={onHome} onUnlock={onUnlock} />);
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(onHome).toHaveBeenCalledTimes(1);
    expect(onUnlock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '立即解锁' }));
    expect(onUnlock).toHaveBeenCalledTimes(1);
  });

  it('should ignore 立即解锁 while unlocking', () => {
    const onUnlock = vi.fn();
    render(<EquityLock onHome={() => {}} onUnlock={onUnlock} unlocking />);
    const unlock = screen.getByRole('button', { name: '立即解锁' });
    expect(unlock.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(unlock);
    expect(onUnlock).not.toHaveBeenCalled();
  });

  it('should take a custom message and an h1 when it is the whole screen', () => {
    render(<EquityLock onHome={() => {}} onUnlock={() => {}} message="开通年卡即可收听全部播客" headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: '解锁会员权益' })).toBeDefined();
    expect(screen.getByText('开通年卡即可收听全部播客')).toBeDefined();
  });
});
