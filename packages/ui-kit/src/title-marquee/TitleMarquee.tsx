import { useLayoutEffect, useRef, useState } from 'react';
import type { FocusEvent, PointerEvent } from 'react';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion.ts';
import '../styles/theme.css';
import './TitleMarquee.css';

/** Speed of the ticker (SPEC §9): it moves this many px… */
export const MARQUEE_STEP_PX = 1;
/** …every this many milliseconds. */
export const MARQUEE_INTERVAL_MS = 10;
/** The same speed in px a second, as the CSS animation runs it. */
const PX_PER_SECOND = (MARQUEE_STEP_PX * 1000) / MARQUEE_INTERVAL_MS;

/** How long one loop (the width of one copy) takes at the ticker's speed. */
export function marqueeLoopSeconds(loopPx: number): number {
  return loopPx / PX_PER_SECOND;
}

/** One headline of the ticker. */
export interface MarqueeItem {
  id: number | string;
  title: string;
}

/** Props of {@link TitleMarquee}. */
export interface TitleMarqueeProps {
  items: MarqueeItem[];
  /** Makes each title a button; without it the titles are plain text. */
  onItemClick?: (item: MarqueeItem) => void;
  className?: string;
}

function Titles({ items, onItemClick, tabbable }: { items: MarqueeItem[]; onItemClick?: (item: MarqueeItem) => void; tabbable: boolean }) {
  return items.map((item) =>
    onItemClick ? (
      <li key={item.id} className="shq-marquee__item">
        <button type="button" className="shq-bare-button shq-marquee__title" tabIndex={tabbable ? undefined : -1} onClick={() => onItemClick(item)}>
          {item.title}
        </button>
      </li>
    ) : (
      <li key={item.id} className="shq-marquee__item">
        <span className="shq-marquee__title">{item.title}</span>
      </li>
    ),
  );
}

/**
 * A single-line headline ticker moving 1 px every 10 ms, looping seamlessly: a CSS animation at
 * that speed, so the phone's main thread does nothing for it (an interval of 10 ms ran 100 tasks a
 * second, each reading the layout). It pauses while a mouse hovers it or an item has keyboard focus. With `prefers-reduced-motion` it does not move: it shows
 * one headline with 上一条 / 下一条 buttons instead.
 *
 * @example
 * ```tsx
 * <TitleMarquee items={breakingNews} onItemClick={(item) => navigate(`/text-detail/${item.id}`)} />
 * ```
 */
export function TitleMarquee({ items, onItemClick, className }: TitleMarqueeProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [index, setIndex] = useState(0);
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const copyRef = useRef<HTMLUListElement>(null);

  const moving = !reducedMotion && !hovered && !focused && items.length > 0;

  // The ticker is a CSS animation (compositor-driven, no script each step): one loop is the width
  // of one copy at 100 px/s, measured when the titles or the text size change.
  useLayoutEffect(() => {
    const track = trackRef.current;
    const copy = copyRef.current;
    if (!track || !copy) return;
    const measure = () => track.style.setProperty('--shq-marquee-duration', `${marqueeLoopSeconds(copy.offsetWidth)}s`);
    if (typeof ResizeObserver === 'undefined') return measure();
    // The observer's first report comes right after the browser's own layout, when the width costs
    // nothing to read; read now, it would make the browser lay the page out inside React's commit
    // (a long task on a phone when a server-rendered home hydrates).
    const observer = new ResizeObserver(measure);
    observer.observe(copy);
    return () => observer.disconnect();
  }, [items, reducedMotion]);
  const classes = className ? ` ${className}` : '';

  if (reducedMotion) {
    if (items.length === 0) return <div className={`shq-marquee shq-marquee--static${classes}`} />;
    const current = index % items.length;
    const step = (delta: number) => setIndex((current + delta + items.length) % items.length);
    return (
      <div className={`shq-marquee shq-marquee--static${classes}`}>
        <ul className="shq-marquee__static-list">
          <Titles items={[items[current] as MarqueeItem]} onItemClick={onItemClick} tabbable />
        </ul>
        {items.length > 1 && (
          <span className="shq-marquee__nav">
            <button type="button" className="shq-bare-button shq-icon-button shq-marquee__step" onClick={() => step(-1)}>
              <span aria-hidden="true">‹</span>
              <span className="shq-visually-hidden">上一条</span>
            </button>
            <button type="button" className="shq-bare-button shq-icon-button shq-marquee__step" onClick={() => step(1)}>
              <span aria-hidden="true">›</span>
              <span className="shq-visually-hidden">下一条</span>
            </button>
          </span>
        )}
      </div>
    );
  }

  const onPointerEnter = (event: PointerEvent) => {
    // Touch also fires pointerenter, and never a matching leave until another tap: hover is mouse-only.
    if (event.pointerType === 'mouse') setHovered(true);
  };
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    setFocused(true);
    // Bring the focused headline to the left edge (the animation stops there; the browser's own
    // focus scrolling would fight the transform).
    const target = event.target as HTMLElement;
    const item = target.closest('li');
    const track = trackRef.current;
    if (item && track && viewportRef.current) {
      viewportRef.current.scrollLeft = 0;
      track.style.transform = `translateX(${-item.offsetLeft}px)`;
      // Going on later from where the reader left it: a negative delay starts the loop part-way.
      track.style.animationDelay = `${-marqueeLoopSeconds(item.offsetLeft)}s`;
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    trackRef.current?.style.removeProperty('transform');
    setFocused(false);
  };

  return (
    <div className={`shq-marquee${classes}`}>
      <div
        ref={viewportRef}
        className="shq-marquee__viewport"
        onPointerEnter={onPointerEnter}
        onPointerLeave={() => setHovered(false)}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        <div
          ref={trackRef}
          className={`shq-marquee__track${focused ? ' shq-marquee__track--held' : ' shq-marquee__track--moving'}${moving || focused ? '' : ' shq-marquee__track--paused'}`}
        >
          <ul ref={copyRef} className="shq-marquee__copy">
            <Titles items={items} onItemClick={onItemClick} tabbable />
          </ul>
          {/* The second copy only fills the gap while the first scrolls out; hidden from AT and the tab order. */}
          <ul className="shq-marquee__copy" aria-hidden="true" inert>
            <Titles items={items} onItemClick={onItemClick} tabbable={false} />
          </ul>
        </div>
      </div>
    </div>
  );
}
