// Each page is its own chunk (route-level code splitting): a module loads only when visited.
export const lazyHome = async () => ({
  Component: (await import('../../features/home/pages/home-page')).HomePage,
});
export const lazyLogin = async () => ({
  Component: (await import('../../features/auth/pages/login-page')).LoginPage,
});
export const lazyMainLayout = async () => ({
  Component: (await import('../layouts/main-layout')).MainLayout,
});
export const lazyGuestLayout = async () => ({
  Component: (await import('../layouts/guest-layout')).GuestLayout,
});
export const lazyNotFound = async () => ({
  Component: (await import('../pages/not-found-page')).NotFoundPage,
});
// Later issues replace this with each module's pages.
export const lazyComing = async () => ({
  Component: (await import('../../shared/module-coming')).ModuleComing,
});
