import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SignInCalendar, isSignedToday } from './SignInCalendar.tsx';

const today = new Date(2026, 10, 21, 20, 15); // Sat 21 Nov 2026, evening
const props = { open: true, today, onSignIn: () => {}, onClose: () => {} };

describe('isSignedToday', () => {
  it('should compare local days whatever the format and time', () => {
    expect(isSignedToday(['2026-11-21 08:30:00'], today)).toBe(true);
    expect(isSignedToday(['2026/11/21'], today)).toBe(true);
    expect(isSignedToday([new Date(2026, 10, 21, 0, 1)], today)).toBe(true);
    expect(isSignedToday(['2026/11/20', '2025/11/21', 'junk'], today)).toBe(false);
    expect(isSignedToday([], today)).toBe(false);
  });
});

describe('SignInCalendar', () => {
  it('should show the month with the sign-in dates highlighted in a dialog named by its title', () => {
    render(<SignInCalendar {...props} signedDates={['2026-11-02 09:00:00', '2026/11/03']} />);
    expect(screen.getByRole('dialog', { name: '签到日历' })).toBeDefined();
    expect(screen.getByRole('grid', { name: '2026年11月' })).toBeDefined();
    const marked = Array.from(document.querySelectorAll<HTMLElement>('.shq-calendar__cell--marked')).map((el) => el.closest<HTMLElement>('[data-date]')?.dataset.date);
    expect(marked).toEqual(['2026/11/02', '2026/11/03']);
  });

  it('should offer 签到 when today is not signed, focus it and call onSignIn', async () => {
    const onSignIn = vi.fn();
    render(<SignInCalendar {...props} signedDates={['2026/11/20']} onSignIn={onSignIn} />);
    const button = screen.getByRole('button', { name: '签到' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    expect(screen.queryByText('今日已签到')).toBeNull();
    await userEvent.click(button);
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });

  it('should disable 签到 when today is already in the sign-in list and say so', async () => {
    const onSignIn = vi.fn();
    render(<SignInCalendar {...props} signedDates={['2026/11/20', '2026-11-21 07:59:59']} onSignIn={onSignIn} />);
    const button = screen.getByRole('button', { name: '签到' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText('今日已签到').id).toBe(button.getAttribute('aria-describedby'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '关闭' }));
    fireEvent.click(button);
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('should ignore taps while signing in', async () => {
    const onSignIn = vi.fn();
    render(<SignInCalendar {...props} signedDates={[]} onSignIn={onSignIn} signingIn />);
    const button = screen.getByRole('button', { name: '签到' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('should close on the × button and on Escape', async () => {
    const onClose = vi.fn();
    render(<SignInCalendar {...props} signedDates={[]} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    fireEvent(document.querySelector('dialog') as HTMLDialogElement, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('should show nothing while closed', () => {
    render(<SignInCalendar {...props} open={false} signedDates={[]} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
