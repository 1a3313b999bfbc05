import type { ReactNode } from 'react';
import '../styles/theme.css';
import './TabBar.css';

/**
 * Height of the tab bar in rem, without the safe-area inset. Pad scrolling pages with
 * `calc(${TAB_BAR_HEIGHT_REM}rem + env(safe-area-inset-bottom))` (or `var(--shq-tab-bar-height)` in CSS)
 * so that the last item is not hidden under the bar. 长辈模式 makes the bar one tap target high
 * (`--shq-tap-min`, 3.75 rem), so prefer the CSS variable, which follows it.
 */
export const TAB_BAR_HEIGHT_REM = 3.25;

/** How a tab-bar item is drawn (SPEC §3 "Nav bar item"). */
export type TabBarItemType = 'img-text' | 'img' | 'img-center';

/** One item of the bottom navigation. */
export interface TabBarItem {
  /** Route name, passed to `onSelect`. */
  name: string;
  /** Visible text ('img-text'), otherwise the accessible name only. */
  title: string;
  /** 'img-text': icon over text; 'img': icon only; 'img-center': the larger raised centre icon. */
  type: TabBarItemType;
  icon: ReactNode;
  activeIcon: ReactNode;
}

/** Props of {@link TabBar}. */
export interface TabBarProps {
  items: TabBarItem[];
  /** Name of the current route's item; none is active when no item matches. */
  activeName: string;
  /** Called with the item's name, also for the active item (tapping 首页 on home reloads it). */
  onSelect: (name: string) => void;
  className?: string;
}

/**
 * The fixed bottom navigation (底部导航) with its five items; the centre `img-center` item (上海汽车报)
 * has a larger raised icon. The active item is coloured and carries `aria-current="page"`. The bar pads
 * itself by the bottom safe-area inset; pages pad by {@link TAB_BAR_HEIGHT_REM}.
 *
 * @example
 * ```tsx
 * const items: TabBarItem[] = [
 *   { name: 'index', title: '首页', type: 'img-text', icon: <HomeIcon />, activeIcon: <HomeIcon active /> },
 *   { name: 'video', title: '视频', type: 'img-text', icon: <VideoIcon />, activeIcon: <VideoIcon active /> },
 *   { name: 'already-order', title: '上海汽车报', type: 'img-center', icon: <PaperIcon />, activeIcon: <PaperIcon active /> },
 *   { name: 'podcast', title: '播客', type: 'img-text', icon: <PodcastIcon />, activeIcon: <PodcastIcon active /> },
 *   { name: 'my', title: '我的', type: 'img-text', icon: <MyIcon />, activeIcon: <MyIcon active /> },
 * ];
 * <TabBar items={items} activeName={routeName} onSelect={goToTab} />
 * ```
 */
export function TabBar({ items, activeName, onSelect, className }: TabBarProps) {
  return (
    <nav className={className ? `shq-tab-bar ${className}` : 'shq-tab-bar'} aria-label="底部导航">
      <ul className="shq-tab-bar__list">
        {items.map((item) => {
          const active = item.name === activeName;
          return (
            <li key={item.name} className="shq-tab-bar__cell">
              <button
                type="button"
                className={`shq-tab-bar__item shq-tab-bar__item--${item.type}${active ? ' shq-tab-bar__item--active' : ''}`}
                aria-current={active ? 'page' : undefined}
                onClick={() => onSelect(item.name)}
              >
                <span className="shq-tab-bar__icon" aria-hidden="true">
                  {active ? item.activeIcon : item.icon}
                </span>
                <span className={item.type === 'img-text' ? 'shq-tab-bar__title' : 'shq-visually-hidden'}>
                  {item.title}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
