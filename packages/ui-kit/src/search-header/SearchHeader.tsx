import { formatBadge } from './formatBadge.ts';
import '../styles/theme.css';
import './SearchHeader.css';

/** Props of {@link SearchHeader}. */
export interface SearchHeaderProps {
  /** Address of the newspaper logo. */
  logoSrc: string;
  /** Alternative text of the logo; defaults to '上海汽车报'. */
  logoAlt?: string;
  /** Text in the search box; defaults to '搜索'. */
  placeholder?: string;
  /** Opens the search screen. */
  onSearchClick: () => void;
  /** Unread message count; 0 hides the badge. */
  unreadCount: number;
  /** Opens the messages (the caller decides what happens without a token). */
  onBellClick: () => void;
  className?: string;
}

/**
 * The home header: logo, a search box and the message bell with its unread badge ('99+' above 99,
 * hidden at 0). The search box is a button that looks like a field, because it only opens the
 * search screen; typing happens there. Colours follow the nearest `.shq-theme-red` /
 * `.shq-theme-white` (red by default).
 *
 * @example
 * ```tsx
 * <SearchHeader
 *   logoSrc={logoUrl}
 *   unreadCount={profile?.unreadMsgCount ?? 0}
 *   onSearchClick={() => navigate('/search-news')}
 *   onBellClick={openMessages}
 * />
 * ```
 */
export function SearchHeader({
  logoSrc,
  logoAlt = '上海汽车报',
  placeholder = '搜索',
  onSearchClick,
  unreadCount,
  onBellClick,
  className,
}: SearchHeaderProps) {
  const badge = formatBadge(unreadCount);
  // The label contains the badge as shown (WCAG 2.5.3 label in name: a voice user says what they
  // see) and, above 99, the real count too (a screen reader saying only "99 plus" helps nobody).
  const count = Math.floor(unreadCount);
  const bellLabel = badge ? `消息，${badge} 条未读${badge === String(count) ? '' : `（共 ${count} 条）`}` : '消息';
  return (
    <header className={className ? `shq-search-header ${className}` : 'shq-search-header'}>
      <img className="shq-search-header__logo" src={logoSrc} alt={logoAlt} />
      <button type="button" className="shq-bare-button shq-search-header__search" onClick={onSearchClick}>
        <span className="shq-search-header__field">
          <svg className="shq-search-header__search-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m16.5 16.5 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="shq-search-header__placeholder">{placeholder}</span>
        </span>
      </button>
      <button type="button" className="shq-bare-button shq-icon-button shq-search-header__bell" aria-label={bellLabel} onClick={onBellClick}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 3a6 6 0 0 0-6 6v4l-2 3v1h16v-1l-2-3V9a6 6 0 0 0-6-6Zm-2 16a2 2 0 0 0 4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        {badge && (
          <span className="shq-search-header__badge" aria-hidden="true">
            {badge}
          </span>
        )}
      </button>
    </header>
  );
}
