import { beijingWallClock } from '../clock/beijingTime.ts';
import { useNow } from '../clock/useNow.ts';
import { formatChineseDate, formatChineseWeekday, toIsoDate } from './formatChineseDate.ts';
import '../styles/theme.css';
import './DateHeader.css';

/** Props of {@link DateHeader}. */
export interface DateHeaderProps {
  /** The day to show (its Beijing date); today, kept current past midnight, when omitted. */
  date?: Date;
  className?: string;
}

/**
 * Today's date in Chinese with its weekday, e.g. 2026年11月21日 星期六, in a `<time>` element. The
 * date is Beijing's (the publisher's day, the same on the server that renders the page and on the
 * phone), and the home screen, kept alive, may stay open overnight: it moves on at midnight.
 *
 * @example
 * ```tsx
 * <DateHeader />
 * <DateHeader date={new Date(2026, 10, 21)} />
 * ```
 */
export function DateHeader({ date, className }: DateHeaderProps) {
  const now = useNow();
  const shown = beijingWallClock(date ?? now);
  return (
    <div className={className ? `shq-date-header ${className}` : 'shq-date-header'}>
      <time dateTime={toIsoDate(shown)}>
        <span className="shq-date-header__date">{formatChineseDate(shown)}</span>{' '}
        <span className="shq-date-header__weekday">{formatChineseWeekday(shown)}</span>
      </time>
    </div>
  );
}
