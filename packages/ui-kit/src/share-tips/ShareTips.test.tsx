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

  it('should close on the button, a tap on the text, the mask and Escape', () => {
    const onClose = vi.fn();
    render(<ShareTips open onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: '我知道了' }));
    fireEvent.click(screen.getByRole('heading'));
    const dialog = screen.getByRole('dialog');
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(4);
  });
});
