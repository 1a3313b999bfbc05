import { useEffect, useRef, useState } from 'react';
import type { FocusEvent, PointerEvent } from 'react';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion.ts';
import '../styles/theme.css';
import './TitleMarquee.css';

/** Speed of the ticker (SPEC §9): it moves this many px… */
export const MARQUEE_STEP_PX = 1;
/** …every this many milliseconds. */
export const MARQUEE_INTERVAL_MS = 10;

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
 * A single-line headline ticker moving 1 px every 10 ms, looping seamlessly. It pauses while a mouse
 * hovers it or an item has keyboard focus. With `prefers-reduced-motion` it does not move: it shows
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
  const offsetRef = useRef(0);

  const moving = !reducedMotion && !hovered && !focused && items.length > 0;

  useEffect(() => {
    if (!moving) return;
    // The position lives in a ref and goes straight to the DOM: 100 React renders a second would
    // cost battery for nothing.
    const timer = setInterval(() => {
      const track = trackRef.current;
      if (!track) return;
      let offset = offsetRef.current + MARQUEE_STEP_PX;
      // Two identical copies side by side: after one copy's width the picture repeats, so jump back.
      const loop = copyRef.current?.offsetWidth ?? 0;
      if (loop > 0 && offset >= loop) offset %= loop;
      offsetRef.current = offset;
      track.style.transform = `translateX(${-offset}px)`;
    }, MARQUEE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [moving, items]);

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
    // Bring the focused headline to the left edge; the browser's own focus scrolling fights the transform.
    const target = event.target as HTMLElement;
    const item = target.closest('li');
    if (item && trackRef.current && viewportRef.current) {
      viewportRef.current.scrollLeft = 0;
      offsetRef.current = item.offsetLeft;
      trackRef.current.style.transform = `translateX(${-item.offsetLeft}px)`;
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
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
        <div ref={trackRef} className="shq-marquee__track">
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
