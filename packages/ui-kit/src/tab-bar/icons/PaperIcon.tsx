import { shapePaint, svgBase } from './TabIconProps.ts';
import type { TabIconProps } from './TabIconProps.ts';

/**
 * Tab-bar icon of 上海汽车报 (the e-paper tab, centre item): a folded newspaper, filled when active.
 *
 * @example
 * ```tsx
 * { name: 'already-order', title: '上海汽车报', type: 'img-center', icon: <PaperIcon />, activeIcon: <PaperIcon active /> }
 * ```
 */
export function PaperIcon({ active, className }: TabIconProps) {
  const lines = active ? '#fff' : 'currentColor';
  return (
    <svg {...svgBase} className={className}>
      <path d="M4 4.5h12.5V19a1.5 1.5 0 0 0 1.5 1.5H6A2 2 0 0 1 4 18.5Z" {...shapePaint(active)} />
      <path d="M16.5 8.5H20v10.5a1.5 1.5 0 0 1-3 0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M7 8.5h6.5M7 12h6.5M7 15.5h4" stroke={lines} strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
