import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EditDialog, showEditDialog } from './EditDialog.tsx';
import type { EditDialogProps } from './EditDialog.tsx';
import { formatErrorText, matchesPattern, remainingText } from './editRules.ts';

function renderEdit(props: Partial<EditDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const view = render(<EditDialog open title="昵称" maxLength={6} onConfirm={onConfirm} onCancel={onCancel} {...props} />);
  const field = screen.getByRole(props.multiline ? 'textbox' : 'textbox', { name: props.title ?? '昵称' }) as HTMLInputElement;
  const confirm = screen.getByRole('button', { name: props.confirmText ?? '确定' }) as HTMLButtonElement;
  return { ...view, field, confirm, onConfirm, onCancel };
}

describe('EditDialog', () => {
  it('should format the remaining count and the pattern error word for word', () => {
    expect(remainingText(3)).toBe('剩余3字');
    expect(remainingText(-2)).toBe('剩余0字');
    expect(formatErrorText('手机号')).toBe('请输入正确格式的手机号');
  });

  it('should name the dialog and the field by the title and focus the field', () => {
    const { field } = renderEdit({ value: '小王' });
    expect(screen.getByRole('dialog', { name: '昵称' })).toBeDefined();
    expect(field.value).toBe('小王');
    expect(field.placeholder).toBe('请输入昵称');
    expect(document.activeElement).toBe(field);
  });

  it('should cut the text to the maximum and show 剩余N字', () => {
    const { field } = renderEdit({ value: '一二三四五六七八' });
    expect(field.value).toBe('一二三四五六');
    expect(field.maxLength).toBe(6);
    expect(screen.getByText('剩余0字')).toBeDefined();
    fireEvent.change(field, { target: { value: '一二' } });
    expect(screen.getByText('剩余4字')).toBeDefined();
    fireEvent.change(field, { target: { value: 'abcdefghij' } });
    expect(field.value).toBe('abcdef');
    expect(field.getAttribute('aria-describedby')).toContain(screen.getByText('剩余0字').id);
  });

  it('should not cut while an IME composes, and cut when it ends', () => {
    const { field } = renderEdit();
    fireEvent.compositionStart(field);
    fireEvent.change(field, { target: { value: 'shanghaiqiche' } });
    expect(field.value).toBe('shanghaiqiche');
    fireEvent.compositionEnd(field);
    expect(field.value).toBe('shangh');
  });

  it('should check the pattern on blur only and show 请输入正确格式的{title}', () => {
    const { field } = renderEdit({ title: '手机号', maxLength: 11, pattern: /^1\d{10}$/ });
    fireEvent.change(field, { target: { value: '123' } });
    expect(screen.queryByText('请输入正确格式的手机号')).toBeNull();
    fireEvent.blur(field);
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('请输入正确格式的手机号');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
  });

  it('should clear the error on focus and on change', () => {
    const { field } = renderEdit({ title: '手机号', maxLength: 11, pattern: '^1\\d{10}$' });
    fireEvent.change(field, { target: { value: '123' } });
    fireEvent.blur(field);
    expect(screen.getByRole('alert').textContent).not.toBe('');
    fireEvent.focus(field);
    expect(screen.getByRole('alert').textContent).toBe('');
    fireEvent.blur(field);
    fireEvent.change(field, { target: { value: '1234' } });
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('should not show a pattern error for an empty field', () => {
    const { field } = renderEdit({ pattern: /^\d+$/ });
    fireEvent.blur(field);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('should allow confirm only with a non-empty value and no error', () => {
    const { field, confirm, onConfirm } = renderEdit({ title: '手机号', maxLength: 13, pattern: /^1\d{10}$/g });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(field, { target: { value: '   ' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(field, { target: { value: '123' } });
    fireEvent.blur(field);
    expect(confirm.disabled).toBe(true);
    fireEvent.submit(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: ' 13800138000 ' } });
    fireEvent.blur(field);
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    // A g flag must not make the second test fail (lastIndex), and spaces around are dropped.
    fireEvent.click(confirm);
    expect(onConfirm.mock.calls).toEqual([['13800138000'], ['13800138000']]);
  });

  it('should check the pattern on Enter without a blur', async () => {
    const { field, onConfirm } = renderEdit({ title: '邮编', pattern: /^\d{6}$/ });
    await userEvent.type(field, 'abc{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('请输入正确格式的邮编');
    await userEvent.clear(field);
    await userEvent.type(field, '200000{Enter}');
    expect(onConfirm).toHaveBeenCalledWith('200000');
  });

  it('should offer a textarea when multiline', () => {
    const { field } = renderEdit({ multiline: true, title: '简介', maxLength: 50 });
    expect(field.tagName).toBe('TEXTAREA');
  });

  it('should cancel with 已取消 on the cancel button and Escape, not on the mask', () => {
    const { onCancel } = renderEdit();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    const dialog = screen.getByRole('dialog');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(onCancel.mock.calls).toEqual([['已取消'], ['已取消']]);
  });

  it('should reset the text each time it opens', () => {
    const props = { title: '昵称', maxLength: 6, onConfirm: () => {}, onCancel: () => {} };
    const { rerender } = render(<EditDialog {...props} open value="小王" />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '小李' } });
    rerender(<EditDialog {...props} open={false} value="小王" />);
    rerender(<EditDialog {...props} open value="小王" />);
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('小王');
  });

  it('should resolve showEditDialog with the text and reject with 已取消 when dismissed', async () => {
    let first!: Promise<string>;
    act(() => {
      first = showEditDialog({ title: '昵称', value: '小王', maxLength: 12 });
    });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(first).resolves.toBe('小王');
    await act(async () => {});
    expect(document.querySelector('dialog')).toBeNull();

    let second!: Promise<string>;
    act(() => {
      second = showEditDialog({ title: '昵称', maxLength: 12 });
    });
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    await expect(second).rejects.toThrow(new Error('已取消'));
    await act(async () => {});
  });

  it('should test string and RegExp patterns without lastIndex state', () => {
    const sticky = /\d/g;
    expect(matchesPattern(sticky, '1')).toBe(true);
    expect(matchesPattern(sticky, '1')).toBe(true);
    expect(matchesPattern('^a$', 'a')).toBe(true);
    expect(matchesPattern('^a$', 'b')).toBe(false);
  });
});
