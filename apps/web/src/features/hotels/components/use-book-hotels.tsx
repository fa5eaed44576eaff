import { clearPaxDraft } from '@/shared/passenger-form/passenger-draft';
import { HOTEL_PAX_DRAFT } from './use-room-passengers';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  confirmedReservationsOf,
  type TConfirmedHotelReservation,
  type TProcessPendingRequest,
  type TReservateRequest,
  type TReservateResponse,
} from '@portal/domain/hotels/reservate';
import { MESSAGES } from '@portal/domain/messages';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ApiError } from '@/shared/api-client';
import { useBookingAttempt } from '@/shared/booking/use-booking-attempt';
import { bookingUnknownOf, showBookingUnknown, verifyingState } from '@/shared/booking/booking-unknown';
import { paths } from '@/shared/paths';
import { useNavigate } from 'react-router';
import { useState } from 'react';
import { useCartStore } from '@/shared/cart-store';
import { useCancelPendingReservations } from '../api/cancel-pending-reservations';
import { useProcessPendingReservations } from '../api/process-pending-reservations';
import { useBookHotelsMutation } from '../api/book-hotels';
import { useHotelSearchStore } from '../model/search-store';
import classes from '@/shared/hotels/hotels.module.css';

/** spec §8, §9: a negative toast (top right, 5000 ms); a 4xx's own reason (sold out, price changed) below it. */
const showReservationError = (error: unknown) =>
  notifications.show({
    color: 'red',
    icon: <IconAlertTriangle size={18} aria-hidden />,
    title: MESSAGES.reservationError,
    message:
      error instanceof ApiError &&
      error.status >= 400 &&
      error.status < 500 &&
      error.message !== MESSAGES.reservationError
        ? error.message
        : undefined,
  });

/** The pending rooms could not be booked or cancelled: say so, with the server's reason. */
const showPendingError = (title: string, error: unknown) =>
  notifications.show({
    color: 'red',
    icon: <IconAlertTriangle size={18} aria-hidden />,
    title,
    message: error instanceof Error && error.message !== title ? error.message : undefined,
  });

/**
 * spec §4 booking: confirm, or ask about pending non-refundable rooms, then clear everything.
 * Each call has its own attempt (the cart for the booking, the mapping for the pending rooms),
 * so resubmitting after a lost answer resends the same Idempotency-Key and books once.
 */
export function useBookHotels(onConfirmed: (reservations: TConfirmedHotelReservation[]) => void) {
  const booking = useBookHotelsMutation();
  const pending = useProcessPendingReservations();
  const cancelPending = useCancelPendingReservations();
  const cartAttempt = useBookingAttempt();
  const pendingAttempt = useBookingAttempt();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const clearBooked = () => {
    // spec §4: on success clear session storage and empty the cart
    sessionStorage.clear();
    clearPaxDraft(HOTEL_PAX_DRAFT);
    useCartStore.getState().reset();
    useHotelSearchStore.getState().reset();
  };

  const finish = (answer: TReservateResponse) => {
    const reservations = confirmedReservationsOf(answer);
    if (reservations.length === 0) return showReservationError(null);
    onConfirmed(reservations);
    clearBooked();
  };

  /**
   * issue 29, item 4: the supplier did not say whether it booked the cart. Not the reservation
   * error: the cart is emptied (so it is not sent again) and the first room's resumen shows
   * the state as reconciliation settles it. Any other error reads as spec §8's toast.
   */
  const failOrVerify = (error: unknown) => {
    const unknown = bookingUnknownOf(error);
    if (!unknown) return false;
    // `leaving` first: the booking page renders nothing instead of sending an empty cart home (spec §4)
    setLeaving(true);
    clearBooked();
    showBookingUnknown(unknown);
    navigate(paths.resumen.getHref(unknown.reservaId), { replace: true, state: verifyingState(unknown) });
    return true;
  };

  const askPending = (reservaIdMapping: TProcessPendingRequest['reservaIdMapping']) =>
    modals.openConfirmModal({
      title: MESSAGES.nonRefundableBookingDialog,
      size: '90%',
      centered: true,
      closeButtonProps: { 'aria-label': MESSAGES.close },
      closeOnClickOutside: false,
      classNames: { content: classes.dialog, title: classes.dialogTitle },
      children: <Text>¿Desea continuar?</Text>,
      labels: { confirm: MESSAGES.book, cancel: MESSAGES.cancel },
      // declined: the rooms are cancelled and back on sale, not left pending (issue 11, item 9)
      onCancel: () =>
        cancelPending.mutate(
          { reservaIdMapping },
          { onError: (error) => showPendingError(MESSAGES.pendingCancelError, error) },
        ),
      onConfirm: () => {
        const body = { reservaIdMapping };
        const idempotencyKey = pendingAttempt.keyFor(JSON.stringify(body));
        pending.mutate(
          { body, idempotencyKey },
          {
            onSuccess: (answer) => {
              pendingAttempt.settle();
              finish(answer);
            },
            onError: (error) => {
              pendingAttempt.settle(error);
              if (failOrVerify(error)) return;
              // spec §8 only logs it; the agent must know the rooms were not booked (issue 11, item 9)
              console.error('processPendingReservations', error);
              showPendingError(MESSAGES.pendingProcessError, error);
            },
          },
        );
      },
    });

  const book = (request: TReservateRequest) =>
    booking.mutate(
      { body: request, idempotencyKey: cartAttempt.keyFor(JSON.stringify(request)) },
      {
        onSuccess: (answer) => {
          cartAttempt.settle();
          if (answer.reservaIdMapping && Object.keys(answer.reservaIdMapping).length > 0)
            askPending(answer.reservaIdMapping);
          else finish(answer);
        },
        onError: (error) => {
          cartAttempt.settle(error);
          if (!failOrVerify(error)) showReservationError(error);
        },
      },
    );

  return {
    book,
    busy: booking.isPending || pending.isPending || cancelPending.isPending,
    /** the booking was handed to its resumen (outcome unknown): the page shows nothing more */
    leaving,
  };
}
