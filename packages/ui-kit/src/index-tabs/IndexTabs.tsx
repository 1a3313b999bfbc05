import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion.ts';
import '../styles/theme.css';
import './IndexTabs.css';

/** One channel of the home tab strip (SPEC §3 "Tab item"). */
export interface IndexTab {
  id: number;
  name: string;
  /** Show the name in brand red (a featured channel). */
  isRed?: boolean;
  /** Show the name in bold. */
  isBold?: boolean;
  /** Address of a small icon shown before the name (decorative; the name is the label). */
  icon?: string;
}

/** Props of {@link IndexTabs}. */
export interface IndexTabsProps {
  tabs: IndexTab[];
  activeId: number;
  onChange: (id: number) => void;
  /** Shows the 更多 button at the right, e.g. to open the channel list. */
  onMore?: () => void;
  /** Whether the announcement (公告) bar is on; drives the toggle's pressed state. */
  announcementOn?: boolean;
  /** Shows the 公告 toggle button; called with the new state. */
  onAnnouncementToggle?: (on: boolean) => void;
  className?: string;
}

const NAV_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);

/**
 * The home channel strip: a horizontally scrollable tablist that keeps the active tab in view, a
 * 更多 button and an optional 公告 (announcement) toggle. Arrow keys, Home and End move the focus
 * between tabs; Enter or Space selects, since each selection loads a list from the network.
 *
 * @example
 * ```tsx
 * <IndexTabs tabs={channels} activeId={channelId} onChange={setChannelId} onMore={openChannels} />
 * ```
 */
export function IndexTabs({
  tabs,
  activeId,
  onChange,
  onMore,
  announcementOn = false,
  onAnnouncementToggle,
  className,
}: IndexTabsProps) {
  const stripRef = useRef<HTMLDivElement>(null);
  const mounted = useRef(false);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const strip = stripRef.current;
    const tab = strip?.querySelector<HTMLElement>('[aria-selected="true"]');
    const firstShown = !mounted.current;
    mounted.current = true;
    if (!strip || !tab) return;
    // A strip just shown with its first tab active is already right; measuring it would make the
    // browser lay the page out at once, inside the commit (a long task on a phone when hydrating).
    if (firstShown && tab === strip.querySelector('[role="tab"]')) return;
    // Centre the active tab within the strip only; scrollIntoView would also scroll the page.
    const max = Math.max(0, strip.scrollWidth - strip.clientWidth);
    const left = Math.min(max, Math.max(0, tab.offsetLeft - (strip.clientWidth - tab.offsetWidth) / 2));
    if (typeof strip.scrollTo === 'function') {
      strip.scrollTo({ left, behavior: reducedMotion ? 'auto' : 'smooth' });
    } else {
      strip.scrollLeft = left;
    }
  }, [activeId, tabs, reducedMotion]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!NAV_KEYS.has(event.key)) return;
    const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const last = buttons.length - 1;
    const next =
      event.key === 'Home' ? 0 : event.key === 'End' ? last : event.key === 'ArrowLeft' ? index - 1 : index + 1;
    event.preventDefault();
    buttons[(next + buttons.length) % buttons.length]?.focus();
  };

  return (
    <div className={className ? `shq-index-tabs ${className}` : 'shq-index-tabs'}>
      <div ref={stripRef} className="shq-index-tabs__strip" role="tablist" aria-orientation="horizontal" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.id === activeId;
          const classes = ['shq-index-tabs__tab'];
          if (active) classes.push('shq-index-tabs__tab--active');
          if (tab.isRed) classes.push('shq-index-tabs__tab--red');
          if (tab.isBold) classes.push('shq-index-tabs__tab--bold');
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              className={classes.join(' ')}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              onClick={() => onChange(tab.id)}
            >
              {tab.icon && <img className="shq-index-tabs__icon" src={tab.icon} alt="" />}
              {tab.name}
            </button>
          );
        })}
      </div>
      {onAnnouncementToggle && (
        <button
          type="button"
          className="shq-index-tabs__action shq-index-tabs__announcement"
          aria-pressed={announcementOn}
          onClick={() => onAnnouncementToggle(!announcementOn)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 10v4h3l5 4V6L7 10H4Zm12-1a4 4 0 0 1 0 6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" />
          </svg>
          <span className="shq-visually-hidden">公告</span>
        </button>
      )}
      {onMore && (
        <button type="button" className="shq-index-tabs__action shq-index-tabs__more" onClick={onMore}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          <span className="shq-visually-hidden">更多</span>
        </button>
      )}
    </div>
  );
}
