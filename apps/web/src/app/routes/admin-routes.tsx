import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '@/shared/paths';
import { ADMIN_PAGES, type TAdminPage } from '../../features/admin/admin-pages';

type Lazy = () => Promise<ComponentType>;
// The screens load together, in one chunk (admin-screens.ts says why).
const screens = () => import('../../features/admin/admin-screens');
const SCREENS: Record<TAdminPage['key'], Lazy> = {
  users: async () => (await screens()).UsersPage,
  entities: async () => (await screens()).EntitiesPage,
  posts: async () => (await screens()).PostsPage,
  seatBlocks: async () => (await screens()).SeatBlocksPage,
  rateSheet: async () => (await screens()).RateSheetPage,
  suppliers: async () => (await screens()).SuppliersPage,
  audit: async () => (await screens()).AuditPage,
  markups: async () => (await screens()).MarkupsPage,
  reports: async () => (await screens()).SalesReportPage,
};

/** The back office's routes (issue 31): its frame, and each screen behind its permission. */
export const adminRoutes: RouteObject = {
  path: paths.admin.root.path,
  handle: { label: 'Back office' },
  lazy: async () => {
    const [{ AdminLayout }, { ModalsHost }] = await Promise.all([
      import('../../features/admin/components/admin-layout'),
      import('../layouts/modals-host'),
    ]);
    const Component = () => (
      <>
        <AdminLayout />
        <ModalsHost />
      </>
    );
    return { Component };
  },
  children: [
    {
      index: true,
      lazy: async () => ({
        Component: (await import('../../features/admin/components/admin-index')).AdminIndex,
      }),
    },
    ...ADMIN_PAGES.map((p): RouteObject => ({
      path: p.path,
      handle: { label: p.label },
      lazy: async () => {
        // the guard loads with the screen: nothing of the back office weighs on the agents' entry
        const [Screen, { RequirePermission }] = await Promise.all([
          SCREENS[p.key](),
          import('../../features/admin/components/require-permission'),
        ]);
        const Component = () => (
          <RequirePermission permission={p.permission}>
            <Screen />
          </RequirePermission>
        );
        return { Component };
      },
    })),
  ],
};
