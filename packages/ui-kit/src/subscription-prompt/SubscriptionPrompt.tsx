import { useId } from 'react';
import { Button } from '../button/Button.tsx';
import { CloseButton } from '../dialog/CloseButton.tsx';
import { Dialog } from '../dialog/Dialog.tsx';
import { Reminder } from '../reminder/Reminder.tsx';
import '../styles/theme.css';

/** Buttons of {@link SubscriptionPrompt} (SPEC §2). */
export const HAS_ORDER_TEXT = '我有订阅单';
export const NO_ORDER_TEXT = '没有订阅单';
/** Heading and question of the prompt (our wording). */
export const SUBSCRIPTION_PROMPT_TITLE = '订阅提示';
export const SUBSCRIPTION_PROMPT_MESSAGE = '您是否已有《上海汽车报》订阅单？';
/** The db-type reminder shown instead on iOS outside WeChat (our wording; SPEC gives none). */
export const DB_REMINDER_TEXT = 'iOS 客户端暂不支持在线订阅，请在微信中搜索“上海汽车报”公众号进行订阅。';

/** Props of {@link SubscriptionPrompt}. */
export interface SubscriptionPromptProps {
  open: boolean;
  /**
   * Show the db-type reminder instead of the two choices. The caller decides (SPEC §2: on iOS
   * outside the WeChat browser).
   */
  dbReminder?: boolean;
  /** 我有订阅单: the caller goes to order-way. */
  onHasOrder: () => void;
  /** 没有订阅单: the caller goes to annual-pass. */
  onNoOrder: () => void;
  /** ×, Escape or a tap on the mask (in both modes). */
  onClose: () => void;
}

/**
 * The subscription prompt (SPEC §2): asks whether the reader already has a subscription slip, with
 * 我有订阅单 (→ `onHasOrder`, order-way) and 没有订阅单 (→ `onNoOrder`, annual-pass). With
 * `dbReminder` it shows the db-type {@link Reminder} instead, which only closes.
 *
 * @example
 * ```tsx
 * <SubscriptionPrompt open={asking} dbReminder={runtime.isIos && !runtime.isWeChat}
 *   onHasOrder={() => navigate('/order-way')} onNoOrder={() => navigate('/annual-pass')}
 *   onClose={() => setAsking(false)} />
 * ```
 */
export function SubscriptionPrompt({ open, dbReminder = false, onHasOrder, onNoOrder, onClose }: SubscriptionPromptProps) {
  const id = useId();
  if (dbReminder) {
    return (
      <Reminder open={open} onClose={onClose}>
        {DB_REMINDER_TEXT}
      </Reminder>
    );
  }
  return (
    <Dialog open={open} onDismiss={onClose} labelledBy={`${id}-title`} describedBy={`${id}-body`}>
      <h2 id={`${id}-title`} className="shq-dialog__title">
        {SUBSCRIPTION_PROMPT_TITLE}
      </h2>
      <p id={`${id}-body`} className="shq-dialog__body">
        {SUBSCRIPTION_PROMPT_MESSAGE}
      </p>
      <div className="shq-dialog__actions">
        <Button data-autofocus onClick={onHasOrder}>
          {HAS_ORDER_TEXT}
        </Button>
        <Button variant="secondary" onClick={onNoOrder}>
          {NO_ORDER_TEXT}
        </Button>
      </div>
      <CloseButton onClick={onClose} />
    </Dialog>
  );
}
