import { Provider as JotaiProvider } from 'jotai';
import { HashRouter } from 'react-router';
import type { FeatureRoute } from '@shqcb/bridge';
import { Shell } from '../shell/Shell.tsx';
import { recordPageView } from './page-view.ts';

/** The app: one jotai store, hash routing under /shqcb/ (SPEC §2), the shell. */
export function App({ routes }: { routes: readonly FeatureRoute[] }) {
  return (
    <JotaiProvider>
      <HashRouter>
        <Shell routes={routes} onPageView={recordPageView} />
      </HashRouter>
    </JotaiProvider>
  );
}
