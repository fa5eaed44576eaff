import { Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/pages/login-page';
import { AuthGuard, PublicGuard } from './guard/auth-guard';
import { PageLoader } from '@/shared/page-loader';
import { paths } from '@/shared/paths';
import { GuestLayout } from './layouts/guest-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorPage } from './pages/route-error-page';
import { lazyMainLayout, lazyNotFound } from './routes/lazy-pages';
import { protectedRoutes } from './routes/protected-routes';

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        path: paths.home.path,
        Component: AuthGuard,
        children: [
          {
            lazy: lazyMainLayout,
            // Errors inside a page keep the header and footer around them.
            children: [{ ErrorBoundary: RouteErrorPage, children: protectedRoutes }],
          },
        ],
      },
      {
        path: paths.public.path,
        Component: PublicGuard,
        children: [
          {
            // Not lazy: every session starts on this page, and as part of the entry it paints
            // without a second round of requests (issue 19).
            Component: GuestLayout,
            children: [
              { index: true, element: <Navigate to={paths.login.getHref()} replace /> },
              {
                id: 'login',
                path: paths.login.path,
                handle: { label: 'Iniciar sesión' },
                Component: LoginPage,
              },
            ],
          },
        ],
      },
      { path: '*', handle: { label: 'Página no encontrada' }, lazy: lazyNotFound },
    ],
  },
];
