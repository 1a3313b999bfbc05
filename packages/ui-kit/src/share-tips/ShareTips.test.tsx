import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShareTips } from './ShareTips.tsx';

describe('ShareTips', () => {
  it('should show the instruction as the dialog name and focus 我知道了', () => {
    render(<ShareTips open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe('点击右上角 ··· 按钮分享给朋友或朋友圈');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '我知道了' }));
  });

  // Each way to close is checked alone: one that fired twice must not hide one that never fires.
  const gestures: [string, () => void][] = [
    ['the 我知道了 button', () => fireEvent.click(screen.getByRole('button', { name: '我知道了' }))],
    ['a tap on the instruction', () => fireEvent.click(screen.getByRole('heading'))],
    [
      'a tap on the mask',
      () => {
        const dialog = screen.getByRole('dialog');
        fireEvent.mouseDown(dialog);
        fireEvent.click(dialog);
      },
    ],
    ['Escape', () => fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }))],
  ];

  it.each(gestures)('should close once on %s', (_name, gesture) => {
    const onClose = vi.fn();
    render(<ShareTips open onClose={onClose} />);
    gesture();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
