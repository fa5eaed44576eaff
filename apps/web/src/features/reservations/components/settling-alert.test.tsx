import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { showBookingUnknown } from '@/shared/booking/booking-unknown';
import { SettlingAlert } from './settling-alert';

const NOTICE = 'Estamos consultando al proveedor si tomó la reserva.';

const withNotifications = (ui: ReactNode) => (
  <MantineProvider>
    <Notifications />
    {ui}
  </MantineProvider>
);

// The form's 'no la repita' notice closes when the resumen shows the booking settled, not
// after its own timer: the agent must not read 'verificando' beside 'El proveedor confirmó'.
describe('SettlingAlert and the form’s notice', () => {
  afterEach(() => act(() => notifications.clean()));

  it('keeps the notice while the booking is unknown and closes it when it settles', async () => {
    const view = render(withNotifications(<SettlingAlert status="unknown" verifying />));
    act(() => {
      showBookingUnknown({ message: NOTICE, status: 'unknown', reservaId: 16, reservaIds: [16] });
    });
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();

    view.rerender(withNotifications(<SettlingAlert status="unknown" verifying />));
    expect(screen.getByText(NOTICE)).toBeInTheDocument();

    view.rerender(withNotifications(<SettlingAlert status="confirmed" verifying />));
    await waitFor(() => expect(screen.queryByText(NOTICE)).not.toBeInTheDocument(), { timeout: 2_000 });
    expect(screen.getByText('El proveedor confirmó la reserva.')).toBeInTheDocument();
  });
});
