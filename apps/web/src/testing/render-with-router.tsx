import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/providers';

/** No retries, so an error state shows at once instead of after back-off delays. */
export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** `initialPath` may carry navigation state, as a Link or navigate() with `state` would. */
export function renderRoutes(routes: RouteObject[], initialPath: string | { pathname: string; state?: unknown } = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

export function renderWithRouter(ui: ReactNode, initialPath: Parameters<typeof renderRoutes>[1] = '/') {
  return renderRoutes([{ path: '*', element: ui }], initialPath);
}
