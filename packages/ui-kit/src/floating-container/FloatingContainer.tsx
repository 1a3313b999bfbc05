import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent, MouseEvent, PointerEvent as ReactPointerEvent, ReactNode } from 'react';
import '../styles/theme.css';
import './FloatingContainer.css';
import { clampLeft, clampTop, nearestSide, placeFloating } from './floatingGeometry.ts';
import type { Box, FloatingPosition } from './floatingGeometry.ts';

/** Props of {@link FloatingContainer}. */
export interface FloatingContainerProps {
  /** Names the group, e.g. '迷你播放器'. */
  label: string;
  children: ReactNode;
  /** Where it starts. Default: right edge, bottom of its bounds. */
  defaultPosition?: FloatingPosition;
  /** Called after each drag or key move with where it came to rest, e.g. to keep it across screens. */
  onMove?: (position: FloatingPosition) => void;
  /** Space kept free above it besides the safe area, a CSS length, e.g. 'var(--shq-header-height)'. */
  insetTop?: string;
  /** Space kept free below it besides the safe area, e.g. 'var(--shq-tab-bar-height)' over a tab bar. */
  insetBottom?: string;
  /** Shows the grip button that moves it by keyboard. Default true. */
  handle?: boolean;
  className?: string;
}

/** Pointer travel (CSS px) before a press becomes a drag; below it taps reach the children. */
export const DRAG_THRESHOLD_PX = 6;
/** How long after a drag a click is taken as the end of that drag and swallowed. */
const CLICK_AFTER_DRAG_MS = 500;

interface Drag {
  id: number;
  startX: number;
  startY: number;
  originX: number;
  originY: number;
  x: number;
  y: number;
  moved: boolean;
}

const rectOf = (el: Element): Box => {
  const r = el.getBoundingClientRect();
  return { left: r.left, top: r.top, width: r.width, height: r.height };
};

/**
 * A fixed box the reader can drag anywhere (pointer events: touch, pen, mouse) and that snaps to the
 * nearer side edge when let go, kept inside the viewport less the safe areas and the given insets.
 * Built for the mini player. Taps on its children still work; a drag swallows the click that ends
 * it. For keyboards a 移动位置 grip button moves it: ↑/↓ by 2 rem, ←/→ to the left or right edge,
 * Home/End to the top or bottom. Focus is never held: Tab walks through and out as usual.
 *
 * @example
 * ```tsx
 * <FloatingContainer label="迷你播放器" insetBottom="var(--shq-tab-bar-height)" onMove={savePosition}>
 *   <MiniPlayer />
 * </FloatingContainer>
 * ```
 */
export function FloatingContainer({
  label,
  children,
  defaultPosition = { side: 'right', top: null },
  onMove,
  insetTop = '0px',
  insetBottom = '0px',
  handle = true,
  className,
}: FloatingContainerProps) {
  const [position, setPosition] = useState<FloatingPosition>(defaultPosition);
  const boxRef = useRef<HTMLDivElement>(null);
  const boundsRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const swallowClickUntil = useRef(-1);
  const stopGesture = useRef<(() => void) | null>(null);
  const hintId = useId();

  const measure = useCallback(() => {
    const box = boxRef.current;
    const probe = boundsRef.current;
    return box && probe ? { box, bounds: rectOf(probe), size: rectOf(box) } : null;
  }, []);

  const place = useCallback(() => {
    const m = measure();
    if (!m || drag.current?.moved) return;
    const { x, y } = placeFloating(position, m.size, m.bounds);
    m.box.style.transform = `translate3d(${x}px, ${y}px, 0)`;
    m.box.dataset.placed = '';
  }, [measure, position]);

  useLayoutEffect(place, [place]);

  useEffect(() => {
    const box = boxRef.current;
    window.addEventListener('resize', place);
    window.visualViewport?.addEventListener('resize', place);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => place()) : null;
    if (box) observer?.observe(box);
    return () => {
      window.removeEventListener('resize', place);
      window.visualViewport?.removeEventListener('resize', place);
      observer?.disconnect();
    };
  }, [place]);

  useEffect(() => () => stopGesture.current?.(), []);

  const settle = (next: FloatingPosition) => {
    setPosition(next);
    onMove?.(next);
  };

  // Moves and the release are followed on the window from the press on: a quick mouse drag leaves
  // the box before the first move event, and only touch pointers are captured by their target.
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const m = measure();
    if (!m) return;
    stopGesture.current?.();
    const d: Drag = {
      id: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      originX: m.size.left,
      originY: m.size.top,
      x: m.size.left,
      y: m.size.top,
      moved: false,
    };
    drag.current = d;
    const move = (e: PointerEvent) => {
      const now = measure();
      if (e.pointerId !== d.id || !now) return;
      const dx = e.clientX - d.startX;
      const dy = e.clientY - d.startY;
      if (!d.moved) {
        if (Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
        d.moved = true;
        // Capture only once it is a drag, so a plain tap stays a tap on the child under the finger.
        if (typeof now.box.setPointerCapture === 'function') now.box.setPointerCapture(e.pointerId);
        now.box.classList.add('shq-floating--dragging');
      }
      d.x = clampLeft(d.originX + dx, now.size.width, now.bounds);
      d.y = clampTop(d.originY + dy, now.size.height, now.bounds);
      now.box.style.transform = `translate3d(${d.x}px, ${d.y}px, 0)`;
    };
    const end = (e: PointerEvent) => {
      if (e.pointerId !== d.id) return;
      stop();
      const now = measure();
      if (!d.moved || !now) return;
      now.box.classList.remove('shq-floating--dragging');
      swallowClickUntil.current = e.timeStamp + CLICK_AFTER_DRAG_MS;
      const rest: FloatingPosition = { side: nearestSide(d.x, now.size.width, now.bounds), top: d.y };
      // Draw the snap now: an unchanged position would not re-render.
      const { x, y } = placeFloating(rest, now.size, now.bounds);
      now.box.style.transform = `translate3d(${x}px, ${y}px, 0)`;
      settle(rest);
    };
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      if (drag.current === d) drag.current = null;
      stopGesture.current = null;
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    stopGesture.current = stop;
  };

  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (event.timeStamp > swallowClickUntil.current) return;
    swallowClickUntil.current = -1;
    event.preventDefault();
    event.stopPropagation();
  };

  const onHandleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const m = measure();
    if (!m) return;
    const step = 2 * (parseFloat(getComputedStyle(document.documentElement).fontSize) || 16);
    const top = position.top ?? m.size.top;
    const bottom = m.bounds.top + m.bounds.height - m.size.height;
    const next: Record<string, FloatingPosition> = {
      ArrowLeft: { side: 'left', top },
      ArrowRight: { side: 'right', top },
      ArrowUp: { side: position.side, top: clampTop(top - step, m.size.height, m.bounds) },
      ArrowDown: { side: position.side, top: clampTop(top + step, m.size.height, m.bounds) },
      Home: { side: position.side, top: m.bounds.top },
      End: { side: position.side, top: bottom },
    };
    const to = next[event.key];
    if (!to) return;
    event.preventDefault();
    settle(to);
  };

  const insets = { '--shq-floating-inset-top': insetTop, '--shq-floating-inset-bottom': insetBottom } as CSSProperties;
  return (
    <>
      <div ref={boundsRef} className="shq-floating__bounds" style={insets} aria-hidden="true" />
      <div
        ref={boxRef}
        role="group"
        aria-label={label}
        className={className ? `shq-floating ${className}` : 'shq-floating'}
        onPointerDown={onPointerDown}
        onClickCapture={onClickCapture}
      >
        <div className="shq-floating__content">{children}</div>
        {handle && (
          <button type="button" className="shq-bare-button shq-icon-button shq-floating__handle" aria-label="移动位置" aria-describedby={hintId} onKeyDown={onHandleKeyDown}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
            </svg>
            <span id={hintId} className="shq-visually-hidden">
              上下方向键移动，左右方向键贴到左边或右边
            </span>
          </button>
        )}
      </div>
    </>
  );
}
