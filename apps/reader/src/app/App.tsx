import { Provider as JotaiProvider } from 'jotai';
import { useSyncExternalStore } from 'react';
import { HashRouter } from 'react-router';
import type { FeatureRoute } from '@shqcb/bridge';
import { LoadingIndicator } from '@shqcb/ui-kit';
import { Shell } from '../shell/Shell.tsx';
import { loadingStore } from './loadingStore.ts';
import { recordPageView } from './recordPageView.ts';
import { startupGate } from './startupGate.ts';

/**
 * The app: one jotai store, hash routing under /shqcb/ (SPEC §2), the shell. While start-up holds the
 * first route (a WeChat code being exchanged) only the loading indicator shows; the router starts
 * afterwards, on the address start-up left.
 */
export function App({ routes }: { routes: readonly FeatureRoute[] }) {
  const loading = useSyncExternalStore(loadingStore.subscribe, loadingStore.get);
  const open = useSyncExternalStore(startupGate.subscribe, startupGate.isOpen);
  if (!open) return <LoadingIndicator visible />;
  return (
    <JotaiProvider>
      <HashRouter>
        <Shell routes={routes} loading={loading} onPageView={recordPageView} />
      </HashRouter>
    </JotaiProvider>
  );
}
