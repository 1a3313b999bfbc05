/** Largest count a badge shows as a number; above it shows '99+' (SPEC §9). */
export const BADGE_MAX = 99;

/**
 * The text of an unread badge: '' for no unread (the badge is hidden), the count up to 99, '99+'
 * above. Negative, fractional or non-finite input (a bad server value) is treated sensibly rather
 * than shown raw.
 *
 * @example
 * ```ts
 * formatBadge(0);   // ''
 * formatBadge(7);   // '7'
 * formatBadge(120); // '99+'
 * ```
 */
export function formatBadge(n: number): string {
  if (!Number.isFinite(n)) return '';
  const count = Math.floor(n);
  if (count <= 0) return '';
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}
