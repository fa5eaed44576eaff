import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazy, type ReactNode } from 'react';
import { OpenedOnce } from '@/shared/opened-once';
import { darkFlagColorSchemeManager } from './color-scheme-manager';
import { cssVariablesResolver, theme } from './theme';

// The notifications' host (its transitions, portal and styles) loads with the first
// notification, not with the first screen (issue 19): notifications.show() only writes to
// Mantine's store, and the host shows what the store holds once it is there.
const NotificationsHost = lazy(() => import('./notifications-host'));

function NotificationsWhenShown() {
  const { notifications, queue } = useNotifications();
  return (
    <OpenedOnce opened={notifications.length + queue.length > 0}>
      <NotificationsHost />
    </OpenedOnce>
  );
}

const colorSchemeManager = darkFlagColorSchemeManager();

/**
 * What every screen needs. The query cache, dates and modals belong to the logged-in area
 * (layouts/main-layout.tsx): the login page loads without them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
    >
      <NotificationsWhenShown />
      {children}
    </MantineProvider>
  );
}
