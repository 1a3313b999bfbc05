import { useEffect, useState } from 'react';
import { formatChineseDate, formatChineseWeekday, toIsoDate } from './formatChineseDate.ts';
import '../styles/theme.css';
import './DateHeader.css';

/** Props of {@link DateHeader}. */
export interface DateHeaderProps {
  /** The date to show; today (kept current past midnight) when omitted. */
  date?: Date;
  className?: string;
}

function msUntilNextDay(now: Date): number {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return next.getTime() - now.getTime();
}

/** Today, moving on at local midnight: the home screen is kept alive and may stay open overnight. */
function useToday(enabled: boolean): Date {
  const [today, setToday] = useState(() => new Date());
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      const now = new Date();
      timer = setTimeout(() => {
        setToday(new Date());
        arm();
      }, msUntilNextDay(now) + 1000);
    };
    arm();
    return () => clearTimeout(timer);
  }, [enabled]);
  return today;
}

/**
 * Today's date in Chinese with its weekday, e.g. 2026年11月21日 星期六, in a `<time>` element.
 *
 * @example
 * ```tsx
 * <DateHeader />
 * <DateHeader date={new Date(2026, 10, 21)} />
 * ```
 */
export function DateHeader({ date, className }: DateHeaderProps) {
  const today = useToday(date === undefined);
  const shown = date ?? today;
  return (
    <div className={className ? `shq-date-header ${className}` : 'shq-date-header'}>
      <time dateTime={toIsoDate(shown)}>
        <span className="shq-date-header__date">{formatChineseDate(shown)}</span>{' '}
        <span className="shq-date-header__weekday">{formatChineseWeekday(shown)}</span>
      </time>
    </div>
  );
}
