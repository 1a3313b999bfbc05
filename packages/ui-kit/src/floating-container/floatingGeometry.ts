/** Which edge a {@link FloatingContainer} rests against, and how far down it sits. */
export interface FloatingPosition {
  side: 'left' | 'right';
  /** Top edge in CSS px from the top of the viewport; `null`: at the bottom of its bounds. */
  top: number | null;
}

/** A box in viewport CSS px. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Keeps a `size`-tall box's top inside `bounds` (at the bounds' top when it does not fit). */
export function clampTop(top: number, height: number, bounds: Box): number {
  return Math.max(bounds.top, Math.min(top, bounds.top + bounds.height - height));
}

/** Keeps a `width`-wide box's left inside `bounds`. */
export function clampLeft(left: number, width: number, bounds: Box): number {
  return Math.max(bounds.left, Math.min(left, bounds.left + bounds.width - width));
}

/** The edge nearer to a box whose left is `left`: where it snaps when let go. */
export function nearestSide(left: number, width: number, bounds: Box): FloatingPosition['side'] {
  return left + width / 2 < bounds.left + bounds.width / 2 ? 'left' : 'right';
}

/**
 * Where a box of `size` is drawn for `position`: against its side's edge, its top clamped to the
 * bounds (the viewport less safe areas and the caller's insets).
 *
 * @example
 * ```ts
 * placeFloating({ side: 'right', top: null }, { width: 100, height: 50 }, { left: 0, top: 0, width: 375, height: 700 });
 * // { x: 275, y: 650 }
 * ```
 */
export function placeFloating(position: FloatingPosition, size: { width: number; height: number }, bounds: Box) {
  const x = position.side === 'left' ? bounds.left : clampLeft(bounds.left + bounds.width - size.width, size.width, bounds);
  const y = clampTop(position.top ?? bounds.top + bounds.height - size.height, size.height, bounds);
  return { x, y };
}
