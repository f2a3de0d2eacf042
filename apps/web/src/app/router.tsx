import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { HomeRoute } from '@/features/home';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeRoute /> },
      // Spec: any unknown path goes home rather than to a 404 page.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
