import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderRoutes } from '../../../test/render-page';

/** The page's routes, plus the toasts (spec §8: tarifario failures are a toast). */
export const renderWithToasts = (routes: { path: string; element: ReactNode }[], url: string) => {
  render(
    <MantineProvider>
      <Notifications />
    </MantineProvider>,
  );
  return renderRoutes(routes, url);
};

/** The toasts are a global store: none carries over to the next test. */
export const clearToasts = () => act(() => notifications.clean());
