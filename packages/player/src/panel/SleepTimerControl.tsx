import { useEffect, useId, useState } from 'react';
import { SLEEP_MINUTES } from '../engine/player.ts';
import type { Player, SleepTimer } from '../engine/player.ts';
import { formatClock } from '../engine/useProgress.ts';

export const SLEEP_TITLE = '定时关闭';
export const SLEEP_OFF = '不开启';
export const SLEEP_END_OF_ITEM = '播完本条';

/** Remaining time of a running timer, ticking once a second. */
function Countdown({ endsAt }: { endsAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <>{formatClock(Math.max(0, (endsAt - now) / 1000))}后停止</>;
}

/** The sleep timer: a button that opens the choices, and the countdown while one runs. */
export function SleepTimerControl({ player, sleep }: { player: Player; sleep: SleepTimer | null }) {
  const [open, setOpen] = useState(false);
  const groupId = useId();
  const choose = (choice: number | 'end' | null) => {
    player.setSleep(choice);
    setOpen(false);
  };
  const selected = sleep === null ? 'off' : sleep.kind === 'end-of-item' ? 'end' : String(sleep.minutes);
  return (
    <div className="shq-sleep">
      <button type="button" className="shq-player-chip" aria-expanded={open} aria-controls={groupId} onClick={() => setOpen((o) => !o)}>
        {sleep === null ? SLEEP_TITLE : sleep.kind === 'end-of-item' ? SLEEP_END_OF_ITEM : <Countdown endsAt={sleep.endsAt} />}
      </button>
      {open && (
        <div id={groupId} role="radiogroup" aria-label={SLEEP_TITLE} className="shq-sleep__choices">
          {[
            { value: 'off', label: SLEEP_OFF, choice: null },
            ...SLEEP_MINUTES.map((m) => ({ value: String(m), label: `${m}分钟`, choice: m as number | 'end' | null })),
            { value: 'end', label: SLEEP_END_OF_ITEM, choice: 'end' as const },
          ].map((option) => (
            <button
              key={option.value}
              type="button"
              role="radio"
              aria-checked={selected === option.value}
              className="shq-sleep__choice"
              onClick={() => choose(option.choice)}
            >
              {option.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
