import type { BadgeProps } from '@mantine/core';
import { RESERVATION_STATUS_LABELS } from '@portal/domain/reservations/reservation-status';
import type { TReservationStatus } from '@portal/domain/reservations/reservation-status';
import { DotBadge } from '@/shared/dot-badge';
import { STATUS_COLORS } from '../model/labels';

/** A booking's status in words, on its colour (DotBadge). */
export function StatusBadge({ status, ...rest }: { status: TReservationStatus } & BadgeProps) {
  return (
    <DotBadge color={STATUS_COLORS[status]} {...rest}>
      {RESERVATION_STATUS_LABELS[status]}
    </DotBadge>
  );
}
