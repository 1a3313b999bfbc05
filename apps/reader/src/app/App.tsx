import { useSyncExternalStore } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { HashRouter } from 'react-router';
import type { FeatureRoute } from '@shqcb/bridge';
import { LoadingIndicator } from '@shqcb/ui-kit';
import { Shell } from '../shell/Shell.tsx';
import { loadingStore } from './loadingStore.ts';
import { recordPageView } from './recordPageView.ts';
import { startupGate } from './startupGate.ts';

/** What a server-rendered page shows of the stores that only the browser moves. */
const notLoading = () => false;
const gateOpen = () => true;

/**
 * The app: hash routing under /shqcb/ (SPEC §2), the shell. Atoms of features live in jotai's one
 * default store of the page (no provider: none of the first screen's code needs jotai, decision
 * 0051); the server renders inside a provider of its own per page, so no state crosses requests. While start-up holds the
 * first route (a WeChat code being exchanged) only the loading indicator shows; the router starts
 * afterwards, on the address start-up left. The server renders it with a router fixed on the address
 * it renders (`Router`, decision 0051); the reader's phone routes by the hash.
 */
export function App({
  routes,
  Router = HashRouter,
  onPageView = recordPageView,
}: {
  routes: readonly FeatureRoute[];
  Router?: ComponentType<{ children?: ReactNode }>;
  /** Where route views go (page statistics); tests pass their own. */
  onPageView?: (path: string, title: string) => void;
}) {
  const loading = useSyncExternalStore(loadingStore.subscribe, loadingStore.get, notLoading);
  const open = useSyncExternalStore(startupGate.subscribe, startupGate.isOpen, gateOpen);
  if (!open) return <LoadingIndicator visible />;
  return (
    <Router>
      <Shell routes={routes} loading={loading} onPageView={onPageView} />
    </Router>
  );
}
