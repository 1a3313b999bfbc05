import { shapePaint, svgBase } from './TabIconProps.ts';
import type { TabIconProps } from './TabIconProps.ts';

/**
 * Tab-bar icon of 我的 (user centre): a person, filled when active.
 *
 * @example
 * ```tsx
 * { name: 'my', title: '我的', type: 'img-text', icon: <MyIcon />, activeIcon: <MyIcon active /> }
 * ```
 */
export function MyIcon({ active, className }: TabIconProps) {
  return (
    <svg {...svgBase} className={className}>
      <circle cx="12" cy="8" r="4" {...shapePaint(active)} />
      <path d="M4 20.5a8 8 0 0 1 16 0Z" {...shapePaint(active)} />
    </svg>
  );
}
