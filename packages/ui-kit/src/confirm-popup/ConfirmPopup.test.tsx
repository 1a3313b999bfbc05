import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CONFIRM_TITLE, ConfirmPopup, showConfirm } from './ConfirmPopup.tsx';

const dialogOf = () => document.querySelector('dialog') as HTMLDialogElement;
const pressEscape = () => fireEvent(dialogOf(), new Event('cancel', { cancelable: true }));
const flush = () => act(async () => {});

/** Starts showConfirm from a focused opener button, as a screen would. */
function ask(options: Parameters<typeof showConfirm>[0]) {
  const opener = document.createElement('button');
  document.body.append(opener);
  opener.focus();
  let promise!: Promise<void>;
  act(() => {
    promise = showConfirm(options);
  });
  const outcome = promise.then(
    () => 'resolved',
    (error: unknown) => error,
  );
  return { opener, outcome };
}

describe('ConfirmPopup', () => {
  it('should show an alertdialog named by its title with the question', () => {
    render(<ConfirmPopup open content="清空当前播列表？" onConfirm={() => {}} onCancel={() => {}} />);
    const dialog = screen.getByRole('alertdialog', { name: CONFIRM_TITLE });
    expect(CONFIRM_TITLE).toBe('提示');
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('清空当前播列表？');
    expect(screen.getByRole('button', { name: '确定' })).toBeDefined();
    // Focus starts on the safe choice.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '取消' }));
  });

  it('should call onConfirm on the confirm button', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmPopup open content="?" confirmText="清空" onConfirm={onConfirm} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('should call onCancel with the cancel text on cancel, Escape and the mask', () => {
    const onCancel = vi.fn();
    render(<ConfirmPopup open content="?" cancelText="再想想" onConfirm={() => {}} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: '再想想' }));
    pressEscape();
    fireEvent.mouseDown(dialogOf());
    fireEvent.click(dialogOf());
    expect(onCancel.mock.calls).toEqual([['再想想'], ['再想想'], ['再想想']]);
  });

  it('should hide the cancel button when showCancel is false', () => {
    render(<ConfirmPopup open content="?" showCancel={false} onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.queryByRole('button', { name: '取消' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '确定' }));
  });

  it('should resolve showConfirm on confirm, then remove the pop-up and refocus the opener', async () => {
    const { opener, outcome } = ask({ content: '清空当前播列表？' });
    expect(screen.getByRole('alertdialog').textContent).toContain('清空当前播列表？');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await flush();
    expect(await outcome).toBe('resolved');
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('should reject showConfirm with an Error whose message is the cancel text', async () => {
    const { opener, outcome } = ask({ content: '?', cancelText: '不清空' });
    fireEvent.click(screen.getByRole('button', { name: '不清空' }));
    await flush();
    const error = await outcome;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('不清空');
    opener.remove();
  });

  it('should reject showConfirm with the default cancel text 取消 on Escape', async () => {
    const { opener, outcome } = ask({ content: '?' });
    pressEscape();
    await flush();
    expect(((await outcome) as Error).message).toBe('取消');
    expect(document.querySelector('dialog')).toBeNull();
    opener.remove();
  });
});
