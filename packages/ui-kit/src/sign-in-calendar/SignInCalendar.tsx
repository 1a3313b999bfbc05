import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../button/Button.tsx';
import { CloseButton } from '../dialog/CloseButton.tsx';
import { Dialog } from '../dialog/Dialog.tsx';
import { MonthCalendar } from '../month-calendar/MonthCalendar.tsx';
import { formatCalendarDate, toCalendarDate } from '../month-calendar/calendarDates.ts';
import type { CalendarDateInput } from '../month-calendar/calendarDates.ts';
import '../styles/theme.css';
import './SignInCalendar.css';

/** Label of the sign-in button (SPEC §2). */
export const SIGN_IN_TEXT = '签到';
/** Default heading of the pop-up (our wording; SPEC gives none). */
export const SIGN_IN_TITLE = '签到日历';
/** Shown under the button once today is signed (our wording). */
export const SIGNED_TODAY_TEXT = '今日已签到';

/** Props of {@link SignInCalendar}. */
export interface SignInCalendarProps {
  open: boolean;
  /** The reader's sign-in dates (the `signIn` of each record), as Dates or date strings. */
  signedDates: readonly CalendarDateInput[];
  /** The 签到 button. Not offered when today is already signed. */
  onSignIn: () => void;
  /** The × button, a tap on the mask or Escape. */
  onClose: () => void;
  /** While the sign-in call runs: the button shows a spinner and ignores taps. */
  signingIn?: boolean;
  /** Heading; default 签到日历. */
  title?: string;
  /** Extra lines under the heading, e.g. the points rule. */
  children?: ReactNode;
  /** Today, for tests and server time. Default: the device clock. */
  today?: Date;
}

/**
 * Whether `today` is among `signedDates` (compared as local days, any date format).
 *
 * @example
 * ```ts
 * isSignedToday(['2026-11-21 08:30:00'], new Date(2026, 10, 21, 20)); // true
 * ```
 */
export function isSignedToday(signedDates: readonly CalendarDateInput[], today: Date = new Date()): boolean {
  const key = formatCalendarDate(today);
  return signedDates.some((value) => {
    const date = toCalendarDate(value);
    return date !== null && formatCalendarDate(date) === key;
  });
}

/**
 * The sign-in pop-up (SPEC §2, §5): a month calendar with the sign-in dates highlighted and a 签到
 * button, disabled when today is already in the list (then 今日已签到 says why). A modal
 * {@link Dialog}: focus starts on 签到 when it can be used (else on ×), Escape and the mask close it.
 *
 * @example
 * ```tsx
 * <SignInCalendar open={open} signedDates={records.map((r) => r.signIn)} signingIn={pending}
 *   onSignIn={signIn} onClose={() => setOpen(false)} />
 * ```
 */
export function SignInCalendar({
  open,
  signedDates,
  onSignIn,
  onClose,
  signingIn = false,
  title = SIGN_IN_TITLE,
  children,
  today,
}: SignInCalendarProps) {
  const id = useId();
  const signed = isSignedToday(signedDates, today);
  return (
    <Dialog open={open} onDismiss={onClose} labelledBy={`${id}-title`} className="shq-sign-in">
      <h2 id={`${id}-title`} className="shq-dialog__title">
        {title}
      </h2>
      {/* Before the calendar, so it gets the focus on open when 签到 is disabled. */}
      <CloseButton onClick={onClose} />
      {children}
      <MonthCalendar highlighted={signedDates} today={today} />
      <div className="shq-sign-in__action">
        <Button
          block
          disabled={signed}
          loading={signingIn}
          aria-describedby={signed ? `${id}-status` : undefined}
          data-autofocus={signed ? undefined : true}
          onClick={onSignIn}
        >
          {SIGN_IN_TEXT}
        </Button>
        <p id={`${id}-status`} className="shq-sign-in__status">
          {signed ? SIGNED_TODAY_TEXT : ''}
        </p>
      </div>
    </Dialog>
  );
}
