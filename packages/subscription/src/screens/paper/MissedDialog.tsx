import { useId, useState } from 'react';
import { SUBSCRIPTION_RULES } from '@shqcb/api/contract/subscription';
import type { Subscription } from '@shqcb/api/contract/subscription';
import { Button, DateRangeCalendar, Dialog, TextInput } from '@shqcb/ui-kit';
import { addDays, maxDay, minDay, shanghaiToday, toApiDay, toCalendarDay } from './dialogDays.ts';

export interface MissedDialogProps {
  subscription: Subscription;
  open: boolean;
  busy: boolean;
  onConfirm: (date: string, note: string) => void;
  onClose: () => void;
}

/** 报告漏投: the day the paper did not come (within the subscription and the last 30 days) and a note. */
export function MissedDialog({ subscription, open, busy, onConfirm, onClose }: MissedDialogProps) {
  const id = useId();
  const [date, setDate] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const today = shanghaiToday();
  const first = maxDay(subscription.startDate, addDays(today, -SUBSCRIPTION_RULES.missedReportDays));
  const last = minDay(today, subscription.endDate);
  return (
    <Dialog open={open} onDismiss={onClose} placement="bottom" labelledBy={`${id}-title`} className="shq-day-dialog" dismissOnMask={false}>
      <h2 id={`${id}-title`} className="shq-dialog__title">
        报告漏投
      </h2>
      <p className="shq-sub-section__note">{date ? `漏投日期：${date}` : `请选择没有收到报纸的日期（近${SUBSCRIPTION_RULES.missedReportDays}天内）`}</p>
      {first <= last ? (
        <DateRangeCalendar min={toCalendarDay(first)} max={toCalendarDay(last)} value={date && toCalendarDay(date)} onChange={(day) => setDate(toApiDay(day))} />
      ) : (
        <p className="shq-sub-empty">该订阅尚未开始投递</p>
      )}
      <TextInput label="备注" placeholder="选填，如：信箱里没有报纸" maxLength={100} value={note} onChange={setNote} />
      <div className="shq-dialog__actions">
        <Button variant="secondary" onClick={onClose}>
          取消
        </Button>
        <Button disabled={!date} loading={busy} onClick={() => date && onConfirm(date, note)}>
          提交报告
        </Button>
      </div>
    </Dialog>
  );
}
