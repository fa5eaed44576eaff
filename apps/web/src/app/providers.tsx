import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import type { ReactNode } from 'react';
import { UI_TIMINGS } from '@portal/domain/small-rules';
import { darkFlagColorSchemeManager } from './color-scheme-manager';
import { queryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';
import notificationClasses from './notifications.module.css';

dayjs.locale('es');

const colorSchemeManager = darkFlagColorSchemeManager();

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
    >
      {/* spec §9: notifications default to 5000 ms, top right; below the header (issue 11) */}
      <Notifications
        position="top-right"
        autoClose={UI_TIMINGS.notificationMs}
        zIndex={1000}
        classNames={{ root: notificationClasses.root }}
      />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
