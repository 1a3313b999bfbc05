import { shapePaint, svgBase } from './TabIconProps.ts';
import type { TabIconProps } from './TabIconProps.ts';

/**
 * Tab-bar icon of 播客 (podcast): a microphone, filled when active.
 *
 * @example
 * ```tsx
 * { name: 'podcast', title: '播客', type: 'img-text', icon: <PodcastIcon />, activeIcon: <PodcastIcon active /> }
 * ```
 */
export function PodcastIcon({ active, className }: TabIconProps) {
  return (
    <svg {...svgBase} className={className}>
      <rect x="9" y="3" width="6" height="11" rx="3" {...shapePaint(active)} />
      <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
