import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ToastViewport } from '@shqcb/ui-kit';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

/** Renders `element` as the route `path` at `url`, with a marker of where the router went and the toasts. */
export function renderAt(url: string, path: string, element: ReactElement): RenderResult & { user: UserEvent } {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={['/index', url]} initialIndex={1}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
      <ToastViewport />
    </MemoryRouter>,
  );
  return { user, ...view };
}
