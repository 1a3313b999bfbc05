import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { REMINDER_TITLE, Reminder } from './Reminder.tsx';

const dialogOf = () => document.querySelector('dialog') as HTMLDialogElement;

describe('Reminder', () => {
  it('should show the message in a dialog named by its title, 温馨提示 by default', () => {
    render(
      <Reminder open onClose={() => {}}>
        活动将于 12 月 1 日开始
      </Reminder>,
    );
    expect(REMINDER_TITLE).toBe('温馨提示');
    expect(screen.getByRole('dialog', { name: '温馨提示' }).textContent).toContain('活动将于 12 月 1 日开始');
    render(
      <Reminder open title="公告" onClose={() => {}}>
        x
      </Reminder>,
    );
    expect(screen.getByRole('dialog', { name: '公告' })).toBeDefined();
  });

  it('should close on the close button', () => {
    const onClose = vi.fn();
    render(<Reminder open onClose={onClose}>x</Reminder>);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('should close on a tap on the mask but not on the message', () => {
    const onClose = vi.fn();
    render(<Reminder open onClose={onClose}>正文</Reminder>);
    fireEvent.mouseDown(screen.getByText('正文'));
    fireEvent.click(screen.getByText('正文'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(dialogOf());
    fireEvent.click(dialogOf());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('should close on Escape', () => {
    const onClose = vi.fn();
    render(<Reminder open onClose={onClose}>x</Reminder>);
    fireEvent(dialogOf(), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('should render nothing visible while closed', () => {
    render(<Reminder open={false} onClose={() => {}}>x</Reminder>);
    expect(dialogOf().open).toBe(false);
  });
});
