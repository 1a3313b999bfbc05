import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SubscriptionPrompt } from './SubscriptionPrompt.tsx';

function renderPrompt(dbReminder?: boolean) {
  const handlers = { onHasOrder: vi.fn(), onNoOrder: vi.fn(), onClose: vi.fn() };
  render(<SubscriptionPrompt open dbReminder={dbReminder} {...handlers} />);
  return handlers;
}

describe('SubscriptionPrompt', () => {
  it('should ask about a subscription slip with 我有订阅单 and 没有订阅单', () => {
    renderPrompt();
    const dialog = screen.getByRole('dialog', { name: '订阅提示' });
    expect(dialog.textContent).toContain('您是否已有《上海汽车报》订阅单？');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '我有订阅单' }));
    expect(screen.getByRole('button', { name: '没有订阅单' })).toBeDefined();
  });

  it('should call onHasOrder on 我有订阅单 and onNoOrder on 没有订阅单', () => {
    const { onHasOrder, onNoOrder, onClose } = renderPrompt();
    fireEvent.click(screen.getByRole('button', { name: '我有订阅单' }));
    expect(onHasOrder).toHaveBeenCalledTimes(1);
    expect(onNoOrder).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '没有订阅单' }));
    expect(onNoOrder).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('should close on 关闭, Escape and the mask', () => {
    const { onClose } = renderPrompt();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    const dialog = screen.getByRole('dialog');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('should show the db-type reminder instead when the caller says so', () => {
    const { onClose, onHasOrder } = renderPrompt(true);
    const dialog = screen.getByRole('dialog', { name: '温馨提示' });
    expect(dialog.textContent).toContain('iOS 客户端暂不支持在线订阅，请在微信中搜索“上海汽车报”公众号进行订阅。');
    expect(screen.queryByRole('button', { name: '我有订阅单' })).toBeNull();
    expect(screen.queryByRole('button', { name: '没有订阅单' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onHasOrder).not.toHaveBeenCalled();
  });
});
