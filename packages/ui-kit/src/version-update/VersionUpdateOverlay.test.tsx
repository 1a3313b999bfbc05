import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hideToast } from '../toast/toastStore.ts';
import { VersionUpdateOverlay } from './VersionUpdateOverlay.tsx';
import { copyText } from './copyText.ts';

const URL = 'https://www.example.com/shqcb/download';
const dialogOf = () => screen.getByRole('dialog');
const toastText = () => within(dialogOf()).getByRole('status').textContent;

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

describe('VersionUpdateOverlay', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
    Reflect.deleteProperty(document, 'execCommand');
    act(() => hideToast());
  });

  it('should tell the reader to update through the app market', () => {
    render(<VersionUpdateOverlay open variant="go-now" onGoNow={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: '版本更新' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '当前版本不是最新版本，请前往应用市场更新',
    );
  });

  it('should call onGoNow on 立即前往 in the go-now variant', () => {
    const onGoNow = vi.fn();
    render(<VersionUpdateOverlay open variant="go-now" onGoNow={onGoNow} />);
    const goNow = screen.getByRole('button', { name: '立即前往' });
    expect(document.activeElement).toBe(goNow);
    fireEvent.click(goNow);
    expect(onGoNow).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: '复制链接' })).toBeNull();
  });

  it('should not be dismissable without onClose', () => {
    render(<VersionUpdateOverlay open variant="go-now" onGoNow={() => {}} />);
    expect(screen.queryByRole('button', { name: '关闭' })).toBeNull();
    fireEvent(dialogOf(), new Event('cancel', { cancelable: true }));
    fireEvent.mouseDown(dialogOf());
    fireEvent.click(dialogOf());
    expect((dialogOf() as HTMLDialogElement).open).toBe(true);
  });

  it('should close on 关闭, Escape and the mask with onClose', () => {
    const onClose = vi.fn();
    render(<VersionUpdateOverlay open variant="copy-link" downloadUrl={URL} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    fireEvent(dialogOf(), new Event('cancel', { cancelable: true }));
    fireEvent.mouseDown(dialogOf());
    fireEvent.click(dialogOf());
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('should copy the link and show 复制成功，请在浏览器中打开 in the copy-link variant', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    const onCopied = vi.fn();
    render(<VersionUpdateOverlay open variant="copy-link" downloadUrl={URL} onCopied={onCopied} />);
    expect(screen.queryByRole('button', { name: '立即前往' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '复制链接' }));
    });
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(toastText()).toBe('复制成功，请在浏览器中打开');
    expect(onCopied).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(URL)).toBeNull();
  });

  it('should use a given copy function', async () => {
    const copy = vi.fn(() => Promise.resolve());
    render(<VersionUpdateOverlay open variant="copy-link" downloadUrl={URL} copy={copy} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '复制链接' }));
    });
    expect(copy).toHaveBeenCalledWith(URL);
    expect(toastText()).toBe('复制成功，请在浏览器中打开');
  });

  it('should say so and show the link when copying fails', async () => {
    const copy = vi.fn(() => Promise.reject(new Error('denied')));
    const onCopied = vi.fn();
    render(<VersionUpdateOverlay open variant="copy-link" downloadUrl={URL} copy={copy} onCopied={onCopied} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '复制链接' }));
    });
    expect(toastText()).toBe('复制失败，请长按链接复制');
    expect(screen.getByText(URL)).toBeDefined();
    expect(onCopied).not.toHaveBeenCalled();
  });
});

describe('copyText', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('should use the Clipboard API when there is one', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    await copyText('abc');
    expect(writeText).toHaveBeenCalledWith('abc');
  });

  it('should fall back to execCommand on a selected textarea, then clean up and refocus', async () => {
    stubClipboard(() => Promise.reject(new Error('NotAllowedError')));
    let selected = '';
    const execCommand = vi.fn(() => {
      const field = document.activeElement as HTMLTextAreaElement;
      selected = field.value.slice(field.selectionStart, field.selectionEnd);
      return true;
    });
    Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    await copyText('https://a.b/c');
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(selected).toBe('https://a.b/c');
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it('should reject when no way of copying works', async () => {
    Object.defineProperty(document, 'execCommand', { configurable: true, value: () => false });
    await expect(copyText('x')).rejects.toThrow();
    expect(document.querySelector('textarea')).toBeNull();
  });
});
