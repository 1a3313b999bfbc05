import { Activity, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Location } from 'react-router';
import { Navigate, Route, Routes, useLocation, useNavigationType } from 'react-router';
import type { FeatureRoute } from '@shqcb/bridge';
import { applyDefaultShareData, hasToken, setBackUrl } from '@shqcb/bridge';
import { LoadingIndicator, ToastViewport } from '@shqcb/ui-kit';
import { AudioSlot } from './AudioSlot.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { ShellTabBar } from './ShellTabBar.tsx';
import { reloadForChunkError } from './reloadForChunkError.ts';
import { forgetScreen, screenComponent } from './lazyScreen.ts';
import { matchRoute } from './matchRoute.ts';
import { applyRouteMeta } from './applyRouteMeta.ts';
import { ScrollMemory } from './ScrollMemory.ts';
import './Shell.css';

interface ShellProps {
  routes: readonly FeatureRoute[];
  /** Whether a call asked for the global loading indicator (e.g. sending a login). */
  loading?: boolean;
  /** Called after every navigation with the route path and title (page statistics). */
  onPageView?: (path: string, title: string) => void;
  /** Reloads the page; injectable for tests. */
  reload?: () => void;
}

interface KeptPage {
  route: FeatureRoute;
  location: Location;
}

const defaultReload = () => window.location.reload();

/** The attribute `<html>` gets once a screen is on the page and answers the reader (hydrated, or rendered). */
export const READY_ATTRIBUTE = 'data-shq-ready';

/**
 * Marks `<html>` when the screen beside it has committed: inside the screen's Suspense boundary, so
 * for a server-rendered view only once that view is hydrated (its code loaded), not when the first
 * paint shows it. End-to-end tests wait for it before they tap.
 */
function MarkReady() {
  useEffect(() => document.documentElement.setAttribute(READY_ATTRIBUTE, ''), []);
  return null;
}

/**
 * Renders the current screen of the hash route, keeps kept-alive screens mounted but hidden (React's
 * Activity keeps their state and DOM, so the home list and its scroll survive a detail visit), sets
 * title and status-bar colour, guards screens that need a token, and shows the tab bar.
 */
export function Shell({ routes, loading = false, onPageView, reload = defaultReload }: ShellProps) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const match = matchRoute(routes, location.pathname);
  const route = match?.route ?? null;
  const [kept, setKept] = useState<ReadonlyMap<string, KeptPage>>(() => new Map());
  const [scroll] = useState(() => new ScrollMemory());
  const [, setAttempt] = useState(0);
  const registered = useMemo(() => new Set(routes.map((r) => r.path)), [routes]);
  const needsLogin = Boolean(route?.requiresAuth) && !hasToken();
  const pageKey = route?.keepAlive ? `keep:${route.path}` : `loc:${location.key}`;
  const lastPageKey = useRef<string | null>(null);

  useEffect(() => scroll.start(), [scroll]);

  // Keep-alive pages join the cache the first time they are shown.
  if (route?.keepAlive && !needsLogin && kept.get(route.path)?.location !== location) {
    const next = new Map(kept);
    next.set(route.path, { route, location });
    setKept(next);
  }

  useLayoutEffect(() => {
    if (!route || needsLogin || lastPageKey.current === pageKey) return;
    const landing = lastPageKey.current === null;
    lastPageKey.current = pageKey;
    applyRouteMeta(route.title, route.statusBar);
    // Inside WeChat: the new screen shares its own title and link until it sets share data of its own.
    applyDefaultShareData();
    scroll.enter(pageKey);
    // The page the reader landed on stays where it is (a server-rendered view may have been scrolled
    // before its script came), unless a reload of the web view remembered a place on it.
    if (landing) {
      if (scroll.positionOf(pageKey) > 0) scroll.restore(pageKey);
    } else if (route.keepAlive || navigationType === 'POP') scroll.restore(pageKey);
    else window.scrollTo(0, 0);
    onPageView?.(location.pathname, route.title);
  }, [route, needsLogin, pageKey, navigationType, location.pathname, scroll, onPageView]);

  const onChunkError = (error: unknown) => {
    console.warn('[chunk load failed]', error);
    if (!reloadForChunkError()) setAttempt((n) => n + 1);
  };

  if (!route) return <Navigate to="/index" replace />;
  if (needsLogin) {
    setBackUrl(location.pathname + location.search);
    return <Navigate to="/login" replace />;
  }

  const frame = (page: KeptPage) => {
    const Screen = screenComponent(page.route);
    return (
      <RouteErrorBoundary
        onChunkError={onChunkError}
        onRetry={() => {
          forgetScreen(page.route);
          setAttempt((n) => n + 1);
        }}
      >
        <Suspense fallback={<LoadingIndicator visible />}>
          <Routes location={page.location}>
            <Route path={page.route.path} element={<Screen />} />
          </Routes>
          <MarkReady />
        </Suspense>
      </RouteErrorBoundary>
    );
  };

  return (
    <div className={route.tabBar ? 'shq-shell shq-shell--with-tabs' : 'shq-shell'}>
      {[...kept.values()].map((page) => (
        <Activity key={page.route.path} mode={page.route === route ? 'visible' : 'hidden'}>
          {frame(page)}
        </Activity>
      ))}
      {!route.keepAlive && <div key={location.key}>{frame({ route, location })}</div>}
      {route.tabBar && <ShellTabBar active={route.tabBar} registered={registered} onReload={reload} />}
      <AudioSlot overTabBar={Boolean(route.tabBar)} />
      <LoadingIndicator visible={loading} />
      <ToastViewport />
    </div>
  );
}
