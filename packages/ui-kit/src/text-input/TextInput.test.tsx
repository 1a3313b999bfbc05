import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_MAX_LENGTH, TextInput } from './TextInput.tsx';
import type { TextInputProps } from './TextInput.tsx';

function Controlled(props: Partial<TextInputProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return <TextInput label="*手机号" {...props} value={value} onChange={setValue} />;
}

describe('TextInput', () => {
  it('should tie the label to the input', () => {
    render(<TextInput label="姓名" value="" onChange={() => {}} />);
    expect(screen.getByLabelText('姓名').tagName).toBe('INPUT');
  });

  it('should mark a label with an asterisk required and draw the asterisk red', () => {
    const { container } = render(<TextInput label="*手机号" value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: '手机号' });
    expect(input.getAttribute('aria-required')).toBe('true');
    const asterisk = container.querySelector('.shq-text-input__asterisk');
    expect(asterisk?.textContent).toBe('*');
    expect(asterisk?.getAttribute('aria-hidden')).toBe('true');
  });

  it('should not mark a label without an asterisk required', () => {
    render(<TextInput label="备注" value="" onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: '备注' }).hasAttribute('aria-required')).toBe(false);
  });

  it('should limit the length to 150 by default', () => {
    expect(DEFAULT_MAX_LENGTH).toBe(150);
    render(<TextInput label="备注" value="" onChange={() => {}} />);
    expect(screen.getByRole('textbox').getAttribute('maxlength')).toBe('150');
  });

  it('should use a given maxLength and cut longer values', () => {
    const onChange = vi.fn();
    render(<TextInput label="验证码" value="" maxLength={6} onChange={onChange} />);
    const input = screen.getByRole('textbox');
    expect(input.getAttribute('maxlength')).toBe('6');
    fireEvent.change(input, { target: { value: '12345678' } });
    expect(onChange.mock.calls[0]?.[0]).toBe('123456');
  });

  it('should pass typed text and support placeholder, readOnly and input attributes', async () => {
    render(<Controlled placeholder="请输入手机号" inputMode="tel" autoComplete="tel" name="phone" />);
    const input = screen.getByPlaceholderText('请输入手机号') as HTMLInputElement;
    await userEvent.type(input, '138');
    expect(input.value).toBe('138');
    expect(input.getAttribute('inputmode')).toBe('tel');
    expect(input.getAttribute('autocomplete')).toBe('tel');
    expect(input.name).toBe('phone');
    render(<TextInput label="地区" value="上海" readOnly />);
    expect((screen.getByRole('textbox', { name: '地区' }) as HTMLInputElement).readOnly).toBe(true);
  });

  it('should show the error below the field as an alert tied by aria-describedby', () => {
    render(<TextInput label="*手机号" value="12" onChange={() => {}} error="请输入正确的手机号" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('请输入正确的手机号');
    const input = screen.getByRole('textbox');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('should clear the error on focus', () => {
    const onFocus = vi.fn();
    render(<TextInput label="*手机号" value="12" onChange={() => {}} onFocus={onFocus} error="请输入正确的手机号" />);
    fireEvent.focus(screen.getByRole('textbox'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox').hasAttribute('aria-describedby')).toBe(false);
    expect(onFocus).toHaveBeenCalledTimes(1);
  });

  it('should clear the error when the value changes', () => {
    const view = render(<TextInput label="*手机号" value="12" onChange={() => {}} error="请输入正确的手机号" />);
    view.rerender(<TextInput label="*手机号" value="123" onChange={() => {}} error="请输入正确的手机号" />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('should clear the error when the reader types', async () => {
    render(<Controlled value="12" error="请输入正确的手机号" />);
    expect(screen.getByRole('alert')).toBeDefined();
    // Typing also focuses, so check the change path on its own with fireEvent.
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '123' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('should show the error again when the caller passes a new one', () => {
    const view = render(<TextInput label="*手机号" value="12" onChange={() => {}} error="请输入正确的手机号" />);
    fireEvent.focus(screen.getByRole('textbox'));
    expect(screen.queryByRole('alert')).toBeNull();
    view.rerender(<TextInput label="*手机号" value="12" onChange={() => {}} error="手机号已注册" />);
    expect(screen.getByRole('alert').textContent).toBe('手机号已注册');
  });

  it('should render the value as text for type span', () => {
    const { container } = render(<TextInput label="手机号" type="span" value="13800000000" />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('group', { name: '手机号' }).textContent).toContain('13800000000');
    expect(container.querySelector('.shq-text-input__text')?.tagName).toBe('SPAN');
  });
});
