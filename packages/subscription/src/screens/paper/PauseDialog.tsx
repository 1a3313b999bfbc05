import { useId, useState } from 'react';
import { SUBSCRIPTION_RULES } from '@shqcb/api/contract/subscription';
import type { Subscription } from '@shqcb/api/contract/subscription';
import { Button, DateRangeCalendar, Dialog } from '@shqcb/ui-kit';
import { addDays, maxDay, minDay, shanghaiToday, toApiDay, toCalendarDay } from './dialogDays.ts';

export interface PauseDialogProps {
  subscription: Subscription;
  open: boolean;
  busy: boolean;
  onConfirm: (from: string, to: string) => void;
  onClose: () => void;
}

/**
 * 假期停投: the first and the last day without delivery, each chosen on a calendar that allows only
 * what the server accepts (from tomorrow, within the subscription, at most 60 days).
 */
export function PauseDialog({ subscription, open, busy, onConfirm, onClose }: PauseDialogProps) {
  const id = useId();
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const first = maxDay(addDays(shanghaiToday(), 1), subscription.startDate);
  const last = from ? minDay(subscription.endDate, addDays(from, SUBSCRIPTION_RULES.pauseMaxDays - 1)) : subscription.endDate;
  const close = () => {
    setFrom(null);
    setTo(null);
    onClose();
  };
  return (
    <Dialog open={open} onDismiss={close} placement="bottom" labelledBy={`${id}-title`} className="shq-day-dialog">
      <h2 id={`${id}-title`} className="shq-dialog__title">
        {from ? '选择恢复投递前的最后一天' : '选择停投开始日期'}
      </h2>
      <p className="shq-sub-section__note">
        {from ? `停投 ${from} 至 ${to ?? '…'}` : `最长停投${SUBSCRIPTION_RULES.pauseMaxDays}天，从明天起可选`}
      </p>
      {from ? (
        <DateRangeCalendar key="to" min={toCalendarDay(from)} max={toCalendarDay(last)} value={to && toCalendarDay(to)} onChange={(day) => setTo(toApiDay(day))} />
      ) : (
        <DateRangeCalendar key="from" min={toCalendarDay(first)} max={toCalendarDay(subscription.endDate)} onChange={(day) => setFrom(toApiDay(day))} />
      )}
      <div className="shq-dialog__actions">
        <Button variant="secondary" onClick={close}>
          取消
        </Button>
        {from && (
          <Button variant="secondary" onClick={() => (setFrom(null), setTo(null))}>
            重选开始日期
          </Button>
        )}
        <Button disabled={!from || !to} loading={busy} onClick={() => from && to && onConfirm(from, to)}>
          确认停投
        </Button>
      </div>
    </Dialog>
  );
}
