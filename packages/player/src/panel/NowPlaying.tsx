import { useCallback, useRef } from 'react';
import { Spinner } from '@shqcb/ui-kit';
import { isPlaying } from '../core/playerState.ts';
import { formatAudioDate, sourceText } from '../core/formatAudioDate.ts';
import { SKIP_SECONDS, SPEED_PRESETS } from '../engine/player.ts';
import type { Player, PlayerSnapshot } from '../engine/player.ts';
import { formatClock, useProgress } from '../engine/useProgress.ts';
import { BackwardIcon, ForwardIcon, NextIcon, PauseIcon, PlayIcon, PreviousIcon } from '../icons.tsx';
import { SleepTimerControl } from './SleepTimerControl.tsx';

const speedText = (rate: number) => `${rate.toFixed(rate * 100 % 10 === 0 ? 1 : 2)}×`;

/** The item that plays, with its progress bar, transport buttons, speed and sleep timer. */
export function NowPlaying({ snapshot, player }: { snapshot: PlayerSnapshot; player: Player }) {
  const { state, rate, sleep, buffering } = snapshot;
  const item = state.current;
  const playing = isPlaying(state);
  const range = useRef<HTMLInputElement>(null);
  const elapsed = useRef<HTMLSpanElement>(null);
  const total = useRef<HTMLSpanElement>(null);
  const dragging = useRef(false);

  const draw = useCallback((time: number, duration: number) => {
    const input = range.current;
    if (input && !dragging.current) {
      input.max = String(duration > 0 ? duration : 0);
      input.value = String(time);
      input.style.setProperty('--shq-progress', duration > 0 ? String(Math.min(1, time / duration)) : '0');
      input.setAttribute('aria-valuetext', `${formatClock(time)}，共${formatClock(duration)}`);
    }
    if (elapsed.current && !dragging.current) elapsed.current.textContent = formatClock(time);
    if (total.current) total.current.textContent = duration > 0 ? formatClock(duration) : '--:--';
  }, []);
  useProgress(player, draw, item !== null);

  if (!item) return null;
  const at = state.ids.indexOf(item.key);
  const nextSpeed = SPEED_PRESETS[(SPEED_PRESETS.indexOf(rate as (typeof SPEED_PRESETS)[number]) + 1) % SPEED_PRESETS.length] ?? 1;
  const date = formatAudioDate(item.time);

  return (
    <section className="shq-now" aria-label="正在播放">
      <p className="shq-now__title">{item.title}</p>
      <p className="shq-now__meta">
        来源：{sourceText(item.source)}
        {date && ` · ${date}`}
      </p>
      <div className="shq-now__progress">
        <span ref={elapsed} className="shq-now__time">
          00:00
        </span>
        <input
          ref={range}
          type="range"
          className="shq-now__range"
          aria-label="播放进度"
          min={0}
          step={0.1}
          defaultValue={0}
          onPointerDown={() => {
            dragging.current = true;
          }}
          onPointerUp={() => {
            dragging.current = false;
          }}
          onInput={(e) => {
            const t = Number(e.currentTarget.value);
            const d = Number(e.currentTarget.max);
            e.currentTarget.style.setProperty('--shq-progress', d > 0 ? String(t / d) : '0');
            if (elapsed.current) elapsed.current.textContent = formatClock(t);
          }}
          onChange={(e) => {
            dragging.current = false;
            player.seek(Number(e.currentTarget.value));
          }}
        />
        <span ref={total} className="shq-now__time">
          --:--
        </span>
      </div>
      <div className="shq-now__transport">
        <button type="button" className="shq-now__btn" aria-label="上一条" disabled={at <= 0} onClick={() => player.previous()}>
          <PreviousIcon />
        </button>
        <button type="button" className="shq-now__btn" aria-label={`后退${SKIP_SECONDS}秒`} onClick={() => player.skip(-SKIP_SECONDS)}>
          <BackwardIcon />
        </button>
        <button type="button" className="shq-now__main" aria-label={playing ? '暂停' : '播放'} onClick={() => player.toggle()}>
          {buffering && playing ? <Spinner size={22} /> : playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button type="button" className="shq-now__btn" aria-label={`前进${SKIP_SECONDS}秒`} onClick={() => player.skip(SKIP_SECONDS)}>
          <ForwardIcon />
        </button>
        <button
          type="button"
          className="shq-now__btn"
          aria-label="下一条"
          disabled={at < 0 || at >= state.ids.length - 1}
          onClick={() => player.next()}
        >
          <NextIcon />
        </button>
      </div>
      <div className="shq-now__options">
        <button
          type="button"
          className="shq-player-chip"
          aria-label={`倍速 ${speedText(rate)}，点按切换到 ${speedText(nextSpeed)}`}
          onClick={() => player.setRate(nextSpeed)}
        >
          倍速 {speedText(rate)}
        </button>
        <SleepTimerControl player={player} sleep={sleep} />
      </div>
    </section>
  );
}
