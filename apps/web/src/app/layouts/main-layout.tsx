import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
// Popover and Menu styles stay here: pages' selects, pickers and menus rely on them
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Affix.layer.css';
import { Container } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SessionExpiredDialog } from '../../features/auth/components/session-expired-dialog';
import { useSessionKeeper } from '@/shared/auth/use-session-keeper';
import { PageLoader } from '@/shared/page-loader';
import { currentQueryClient } from '../query-client';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { ScrollToTop } from './scroll-to-top';
import classes from './main-layout.module.css';

dayjs.locale('es');

/**
 * spec §2 main layout: header, content, footer and the scroll-to-top button. The logged-in
 * area's providers (query cache, dates) start here, not in the entry (issue 19).
 */
export function MainLayout() {
  return (
    <QueryClientProvider client={currentQueryClient()}>
      <MainShell />
    </QueryClientProvider>
  );
}

function MainShell() {
  useSessionKeeper();
  return (
    <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>
      <div className={classes.shell}>
        <a href="#contenido" className="skip-link">
          Saltar al contenido
        </a>
        <AppHeader />
        <main id="contenido" className={classes.main} tabIndex={-1}>
          <Container size="xl">
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </Container>
        </main>
        <AppFooter />
        <ScrollToTop />
        <SessionExpiredDialog />
      </div>
    </DatesProvider>
  );
}
