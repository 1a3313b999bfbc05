import { shapePaint, svgBase } from './TabIconProps.ts';
import type { TabIconProps } from './TabIconProps.ts';

/**
 * Tab-bar icon of 首页 (home): a house, filled when active.
 *
 * @example
 * ```tsx
 * { name: 'index', title: '首页', type: 'img-text', icon: <HomeIcon />, activeIcon: <HomeIcon active /> }
 * ```
 */
export function HomeIcon({ active, className }: TabIconProps) {
  return (
    <svg {...svgBase} className={className}>
      <path d="M3.5 10.5 12 3.5l8.5 7V20a1 1 0 0 1-1 1H15v-6H9v6H4.5a1 1 0 0 1-1-1Z" {...shapePaint(active)} />
    </svg>
  );
}
