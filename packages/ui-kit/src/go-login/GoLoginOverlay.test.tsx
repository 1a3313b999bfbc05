import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GoLoginOverlay } from './GoLoginOverlay.tsx';

describe('GoLoginOverlay', () => {
  it('should explain that a login is needed and focus 去登录', () => {
    render(<GoLoginOverlay open onLogin={() => {}} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: '您还未登录' });
    expect(dialog.textContent).toContain('登录后才能使用此功能');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '去登录' }));
  });

  it('should show the caller message', () => {
    render(<GoLoginOverlay open message="登录后即可评论" onLogin={() => {}} onClose={() => {}} />);
    expect(screen.getByRole('dialog').textContent).toContain('登录后即可评论');
  });

  it('should call onLogin on 去登录 only', () => {
    const onLogin = vi.fn();
    const onClose = vi.fn();
    render(<GoLoginOverlay open onLogin={onLogin} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: '去登录' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('should call onClose on 暂不登录, the mask and Escape', () => {
    const onClose = vi.fn();
    render(<GoLoginOverlay open onLogin={() => {}} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: '暂不登录' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
