import { Provider as JotaiProvider } from 'jotai';
import { useSyncExternalStore } from 'react';
import { HashRouter } from 'react-router';
import type { FeatureRoute } from '@shqcb/bridge';
import { Shell } from '../shell/Shell.tsx';
import { loadingStore } from './loading-store.ts';
import { recordPageView } from './page-view.ts';

/** The app: one jotai store, hash routing under /shqcb/ (SPEC §2), the shell. */
export function App({ routes }: { routes: readonly FeatureRoute[] }) {
  const loading = useSyncExternalStore(loadingStore.subscribe, loadingStore.get);
  return (
    <JotaiProvider>
      <HashRouter>
        <Shell routes={routes} loading={loading} onPageView={recordPageView} />
      </HashRouter>
    </JotaiProvider>
  );
}
