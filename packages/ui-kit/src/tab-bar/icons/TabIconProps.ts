/** Props shared by the five default tab-bar icons. */
export interface TabIconProps {
  /** Filled (selected) rather than outlined. */
  active?: boolean;
  className?: string;
}

/** @internal Attributes every tab icon's `<svg>` carries: decorative, coloured by `currentColor`. */
export const svgBase = {
  viewBox: '0 0 24 24',
  width: 24,
  height: 24,
  'aria-hidden': true,
  focusable: false,
} as const;

/** @internal Outline or fill for the main shape of an icon. */
export function shapePaint(active: boolean | undefined) {
  return active
    ? ({ fill: 'currentColor', stroke: 'currentColor', strokeWidth: 1.8, strokeLinejoin: 'round' } as const)
    : ({ fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinejoin: 'round' } as const);
}
