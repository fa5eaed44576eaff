import '@mantine/core/styles/Alert.layer.css';
import { Alert, Loader } from '@mantine/core';
import { isSettling } from '@portal/domain/reservations/booking-unknown';
import { MESSAGES } from '@portal/domain/messages';
import type { TReservationStatus } from '@portal/domain/reservations/reservation-status';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useEffect } from 'react';
import { hideBookingUnknown } from '@/shared/booking/booking-unknown';

const HELD: readonly TReservationStatus[] = ['confirmed', 'pre_booked'];

/**
 * issue 29, item 4: a booking the supplier did not answer, while reconciliation asks it, and
 * then what it answered, when the agent came here from that booking (`verifying`). Announced
 * politely to screen readers as it changes.
 */
export function SettlingAlert({ status, verifying }: { status: TReservationStatus; verifying: boolean }) {
  const settling = isSettling(status);
  // the form's 'no la repita' notice would otherwise still say 'verificando' beside the answer
  useEffect(() => {
    if (!settling) hideBookingUnknown();
  }, [settling]);
  if (settling)
    return (
      <Alert
        role="status"
        aria-live="polite"
        color="yellow"
        variant="light"
        title={MESSAGES.bookingVerifyingTitle}
        icon={<Loader size={16} color="yellow" aria-hidden />}
      >
        {MESSAGES.bookingVerifyingText}
      </Alert>
    );
  if (!verifying) return null;
  const held = HELD.includes(status);
  return (
    <Alert
      role="status"
      aria-live="polite"
      color={held ? 'green' : 'red'}
      variant="light"
      icon={held ? <IconCircleCheck size={18} aria-hidden /> : <IconCircleX size={18} aria-hidden />}
    >
      {held ? MESSAGES.bookingSettledHeld : MESSAGES.bookingSettledNotHeld}
    </Alert>
  );
}
