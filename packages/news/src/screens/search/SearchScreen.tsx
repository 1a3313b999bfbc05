import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { apiQueryClient, useApiList, useApiQuery } from '@shqcb/api/query';
import { runtime } from '@shqcb/bridge';
import { ListFooter, useScrollEnd } from '@shqcb/ui-kit';
import { formatListTime } from '../../formatTime.ts';
import { highlight } from './highlight.tsx';
import { clearRecentSearches, recentSearches, rememberSearch } from './recentSearches.ts';
import { SEARCH_KINDS, searchKindOf, type SearchKind } from './searchKinds.ts';
import './SearchScreen.css';

/** Typing pauses this long before a search is sent. */
export const SEARCH_DELAY_MS = 300;

interface Hit {
  id: number;
  title: string;
  excerpt?: string;
  source?: string;
  time?: string;
  thumbnail?: string;
}

interface HotAnswer {
  hotKeywords: string[];
}

/** Stops the requests of every keyword but `keep`: the reader has typed on, their answers would be stale. */
function cancelStale(kind: SearchKind, keep: string) {
  void apiQueryClient.cancelQueries({
    predicate: (query) => {
      const [path, input] = query.queryKey as [string, { keyword?: string } | undefined];
      return path === kind.endpoint.path && input?.keyword !== undefined && input.keyword !== keep;
    },
  });
}

/**
 * /search-news and /search-video (kept alive): a search box that searches as the reader types
 * (after a short pause, the stale request cancelled), recent searches kept on the device and
 * clearable, hot keywords from the server, and paged hits with the matches highlighted.
 */
export default function SearchScreen() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const kind = searchKindOf(pathname);
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [recent, setRecent] = useState(recentSearches);
  const input = useRef<HTMLInputElement>(null);
  const hot = useApiQuery(kind.endpoint, {}, { silent: true });
  const hotKeywords = (hot.data as HotAnswer | undefined)?.hotKeywords ?? [];

  useEffect(() => {
    const wanted = text.trim();
    if (wanted !== keyword) cancelStale(kind, '');
    const timer = setTimeout(() => setKeyword(wanted), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, keyword, kind]);

  const searchFor = (word: string) => {
    setText(word);
    setKeyword(word.trim());
    cancelStale(kind, word.trim());
    setRecent(rememberSearch(word));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    searchFor(text);
    input.current?.blur();
  };

  return (
    <div className="shq-search">
      <form className="shq-search__bar shq-theme-white" role="search" onSubmit={submit}>
        {!runtime().inWeChat && (
          <button type="button" className="shq-bare-button shq-search__back" aria-label="返回" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/index'))}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M15.5 4.5 8 12l7.5 7.5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        )}
        <label className="shq-search__field">
          <span className="shq-visually-hidden">搜索{kind.label}</span>
          <input
            ref={input}
            type="search"
            enterKeyHint="search"
            maxLength={50}
            value={text}
            placeholder={`搜索${kind.label}`}
            onChange={(event) => setText(event.target.value)}
            // The home header's search box lands here: the reader wants to type at once.
            autoFocus
          />
        </label>
        <button type="submit" className="shq-bare-button shq-search__go">
          搜索
        </button>
      </form>
      {SEARCH_KINDS.length > 1 && (
        <nav className="shq-search__kinds" aria-label="搜索类别">
          {SEARCH_KINDS.map((entry) => (
            <NavLink key={entry.path} to={entry.path} replace className="shq-search__kind">
              {entry.label}
            </NavLink>
          ))}
        </nav>
      )}
      <main className="shq-search__main">
        <h1 className="shq-visually-hidden">搜索{kind.label}</h1>
        {keyword ? (
          <SearchResults kind={kind} keyword={keyword} onOpen={() => setRecent(rememberSearch(keyword))} />
        ) : (
          <>
            {recent.length > 0 && (
              <section className="shq-search__section" aria-labelledby="shq-search-recent">
                <div className="shq-search__section-head">
                  <h2 id="shq-search-recent">最近搜索</h2>
                  <button
                    type="button"
                    className="shq-bare-button shq-search__clear"
                    onClick={() => {
                      clearRecentSearches();
                      setRecent([]);
                    }}
                  >
                    清除
                  </button>
                </div>
                <ul className="shq-search__chips">
                  {recent.map((word) => (
                    <li key={word}>
                      <button type="button" className="shq-search__chip" onClick={() => searchFor(word)}>
                        {word}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <section className="shq-search__section" aria-labelledby="shq-search-hot">
              <div className="shq-search__section-head">
                <h2 id="shq-search-hot">热门搜索</h2>
              </div>
              {hotKeywords.length > 0 ? (
                <ol className="shq-search__hot">
                  {hotKeywords.map((word, index) => (
                    <li key={word}>
                      <button type="button" className="shq-bare-button shq-search__hot-word" onClick={() => searchFor(word)}>
                        <span className={index < 3 ? 'shq-search__rank shq-search__rank--top' : 'shq-search__rank'}>{index + 1}</span>
                        {word}
                      </button>
                    </li>
                  ))}
                </ol>
              ) : hot.isError ? (
                <ListFooter status="error" onRetry={() => void hot.refetch()} />
              ) : hot.isPending ? (
                <ListFooter status="loading" />
              ) : (
                <ListFooter status="empty" />
              )}
            </section>
          </>
        )}
      </main>
    </div>
  );
}

/** The pages of hits for one keyword, loaded on as the reader scrolls. */
function SearchResults({ kind, keyword, onOpen }: { kind: SearchKind; keyword: string; onOpen: () => void }) {
  const list = useApiList(kind.endpoint, { keyword });
  useScrollEnd(list.loadMore, { disabled: list.status !== 'idle' });
  return (
    <section aria-labelledby="shq-search-results" aria-busy={list.status === 'loading'}>
      <h2 id="shq-search-results" className="shq-visually-hidden">“{keyword}”的搜索结果</h2>
      <ul className="shq-search__results">
        {(list.items as Hit[]).map((hit) => (
          <li key={hit.id}>
            <Link className="shq-search__hit" to={kind.open(hit.id)} onClick={onOpen}>
              <h3 className="shq-search__hit-title">{highlight(hit.title, keyword)}</h3>
              {hit.excerpt && hit.excerpt !== hit.title && <p className="shq-search__excerpt">{highlight(hit.excerpt, keyword)}</p>}
              <p className="shq-search__meta">
                <span>{hit.source || '上海汽车报'}</span>
                {hit.time && <time dateTime={hit.time}>{formatListTime(hit.time)}</time>}
              </p>
            </Link>
          </li>
        ))}
      </ul>
      <ListFooter status={list.status} onRetry={list.loadMore} />
    </section>
  );
}
