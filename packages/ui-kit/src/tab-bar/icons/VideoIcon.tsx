import { shapePaint, svgBase } from './TabIconProps.ts';
import type { TabIconProps } from './TabIconProps.ts';

/**
 * Tab-bar icon of 视频 (video): a screen with a play mark, filled when active.
 *
 * @example
 * ```tsx
 * { name: 'video', title: '视频', type: 'img-text', icon: <VideoIcon />, activeIcon: <VideoIcon active /> }
 * ```
 */
export function VideoIcon({ active, className }: TabIconProps) {
  return (
    <svg {...svgBase} className={className}>
      <rect x="3" y="5" width="18" height="14" rx="3" {...shapePaint(active)} />
      <path d="M10 9.2v5.6l4.8-2.8Z" fill={active ? '#fff' : 'currentColor'} />
    </svg>
  );
}
