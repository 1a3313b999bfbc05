import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hideToast, showToast } from '../toast/toastStore.ts';
import { CloseButton } from './CloseButton.tsx';
import { Dialog } from './Dialog.tsx';
import type { DialogProps } from './Dialog.tsx';

function Harness(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <Dialog open={open} onDismiss={() => setOpen(false)} labelledBy="t" {...props}>
        <h2 id="t">标题</h2>
        <button type="button">第一</button>
        <button type="button" data-autofocus>
          第二
        </button>
        <CloseButton onClick={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

const dialogOf = () => document.querySelector('dialog') as HTMLDialogElement;
const tapMask = (dialog: HTMLElement) => {
  fireEvent.mouseDown(dialog);
  fireEvent.click(dialog);
};
const pressEscape = (dialog: HTMLElement) => {
  const event = new Event('cancel', { cancelable: true });
  fireEvent(dialog, event);
  return event;
};

describe('Dialog', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('should open as a modal named by its heading and close when open turns false', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<Harness />);
    expect(dialogOf().open).toBe(false);
    fireEvent.click(screen.getByText('打开'));
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: '标题' })).toBe(dialogOf());
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(dialogOf().open).toBe(false);
  });

  it('should focus the [data-autofocus] control and return focus to the opener on close', () => {
    render(<Harness />);
    const opener = screen.getByText('打开');
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByText('第二'));
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(document.activeElement).toBe(opener);
  });

  it('should focus the first control when none asks for it', () => {
    render(
      <Dialog open labelledBy="t">
        <h2 id="t">标题</h2>
        <button type="button">唯一</button>
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByText('唯一'));
  });

  it('should dismiss on Escape and keep the browser from closing it on its own', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('打开'));
    const event = pressEscape(dialogOf());
    expect(event.defaultPrevented).toBe(true);
    expect(dialogOf().open).toBe(false);
  });

  it('should dismiss on a tap on the mask but not on a tap inside the panel', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('打开'));
    tapMask(screen.getByText('第一'));
    expect(dialogOf().open).toBe(true);
    // A press that starts in the panel and ends on the mask (a drag) is not a mask tap.
    fireEvent.mouseDown(screen.getByText('第一'));
    fireEvent.click(dialogOf());
    expect(dialogOf().open).toBe(true);
    tapMask(dialogOf());
    expect(dialogOf().open).toBe(false);
  });

  it('should ignore the mask when dismissOnMask is false', () => {
    render(<Harness dismissOnMask={false} />);
    fireEvent.click(screen.getByText('打开'));
    tapMask(dialogOf());
    expect(dialogOf().open).toBe(true);
  });

  it('should stay open on Escape and mask without onDismiss, reopening if the browser closes it', () => {
    render(
      <Dialog open labelledBy="t">
        <h2 id="t">标题</h2>
      </Dialog>,
    );
    const dialog = dialogOf();
    pressEscape(dialog);
    tapMask(dialog);
    expect(dialog.open).toBe(true);
    act(() => dialog.close());
    expect(dialog.open).toBe(true);
  });

  it('should dismiss when the browser closes it while open', () => {
    const onDismiss = vi.fn();
    render(
      <Dialog open onDismiss={onDismiss} labelledBy="t">
        <h2 id="t">标题</h2>
      </Dialog>,
    );
    act(() => dialogOf().close());
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('should not dismiss when it closes because open turned false or under StrictMode', () => {
    const onDismiss = vi.fn();
    const { rerender } = render(
      <StrictMode>
        <Dialog open onDismiss={onDismiss} labelledBy="t">
          <h2 id="t">标题</h2>
        </Dialog>
      </StrictMode>,
    );
    // StrictMode ran the open effect, its clean-up (a close) and the effect again.
    expect(dialogOf().open).toBe(true);
    rerender(
      <StrictMode>
        <Dialog open={false} onDismiss={onDismiss} labelledBy="t">
          <h2 id="t">标题</h2>
        </Dialog>
      </StrictMode>,
    );
    expect(dialogOf().open).toBe(false);
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('should ignore a late close event of its own close when it is open again', () => {
    const onDismiss = vi.fn();
    render(
      <Dialog open onDismiss={onDismiss} labelledBy="t">
        <h2 id="t">标题</h2>
      </Dialog>,
    );
    // As a browser queues it: the event arrives while the dialog is open (StrictMode reopened it).
    fireEvent(dialogOf(), new Event('close'));
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('should fall back to the open attribute where showModal is missing', () => {
    const proto = HTMLDialogElement.prototype as { showModal?: unknown };
    const saved = proto.showModal;
    proto.showModal = undefined;
    try {
      render(
        <Dialog open labelledBy="t">
          <h2 id="t">标题</h2>
        </Dialog>,
      );
      expect(dialogOf().hasAttribute('open')).toBe(true);
    } finally {
      proto.showModal = saved;
    }
  });

  it('should show toasts inside the open dialog, above the modal', () => {
    render(
      <Dialog open labelledBy="t">
        <h2 id="t">标题</h2>
      </Dialog>,
    );
    act(() => showToast('复制成功'));
    expect(within(dialogOf()).getByRole('status').textContent).toBe('复制成功');
    act(() => hideToast());
  });

  it('should give the close button a 关闭 name', () => {
    render(<CloseButton onClick={() => {}} />);
    expect(screen.getByRole('button', { name: '关闭' }).className).toBe('shq-bare-button shq-icon-button shq-dialog__close');
  });
});
