import { notifications } from '@mantine/notifications';
import { ZBookingUnknownBody, type TBookingUnknownBody } from '@portal/domain/reservations/booking-unknown';
import { fmt } from '@portal/domain/messages';
import { UI_TIMINGS } from '@portal/domain/small-rules';
import { IconHourglass } from '@tabler/icons-react';
import { ApiError } from '@/shared/api-client';

// issue 29, item 4: a booking the supplier did not answer is not a failure. The server says
// 'no la repita' and names the reservations; the portal says so, leaves the form (so it is not
// sent again) and shows the booking on resumen?id=, where its state settles.

/** The unknown outcome a booking call answered, or undefined for any other error. */
export const bookingUnknownOf = (error: unknown): TBookingUnknownBody | undefined => {
  if (!(error instanceof ApiError)) return undefined;
  const parsed = ZBookingUnknownBody.safeParse(error.body);
  return parsed.success ? parsed.data : undefined;
};

/** What resumen?id= is handed in the navigation state: it says the outcome is being verified. */
export type TVerifyingState = { verifying: { reservaIds: number[] } };

export const verifyingState = (unknown: TBookingUnknownBody): TVerifyingState => ({
  verifying: { reservaIds: unknown.reservaIds },
});

// one notice at a time, so that resumen?id= can close it when the booking settles
const NOTICE_ID = 'booking-unknown';

/** A yellow notice (not the red error) with the server's text and the reservations it names. */
export const showBookingUnknown = (unknown: TBookingUnknownBody) =>
  notifications.show({
    id: NOTICE_ID,
    color: 'yellow',
    icon: <IconHourglass size={18} aria-hidden />,
    title: fmt('bookingVerifyingIds', { ids: unknown.reservaIds.join(', ') }),
    message: unknown.message,
    position: 'top-right',
    autoClose: UI_TIMINGS.notificationMs,
  });

/** Closes the 'no la repita' notice: the booking it spoke of has settled. */
export const hideBookingUnknown = () => notifications.hide(NOTICE_ID);
