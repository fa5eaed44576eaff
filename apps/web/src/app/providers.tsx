import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import type { ReactNode } from 'react';
import { darkFlagColorSchemeManager } from './color-scheme-manager';
import { queryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

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
      {/* spec §9: notifications default to 5000 ms, top right */}
      <Notifications position="top-right" autoClose={5000} zIndex={1000} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
