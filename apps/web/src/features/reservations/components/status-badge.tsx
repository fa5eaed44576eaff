import '@mantine/core/styles/Badge.layer.css';
import { Badge, type BadgeProps } from '@mantine/core';
import { RESERVATION_STATUS_LABELS } from '@portal/domain/reservations/reservation-status';
import type { TReservationStatus } from '@portal/domain/reservations/reservation-status';
import { STATUS_COLORS } from '../model/labels';

/**
 * The status's colour (tint and dot) and its words: colour alone says nothing to a screen
 * reader or on a grey print. The words are in the text colour, since even shade 9 of green on
 * its own tint fails axe contrast.
 */
export function StatusBadge({ status, ...rest }: { status: TReservationStatus } & BadgeProps) {
  const color = STATUS_COLORS[status];
  return (
    <Badge
      color={color}
      variant="light"
      tt="none"
      leftSection={
        <span
          aria-hidden
          style={{
            display: 'inline-block',
            width: '0.5em',
            height: '0.5em',
            borderRadius: '50%',
            background: `var(--mantine-color-${color}-filled)`,
          }}
        />
      }
      vars={() => ({ root: { '--badge-color': 'var(--mantine-color-text)' } })}
      {...rest}
    >
      {RESERVATION_STATUS_LABELS[status]}
    </Badge>
  );
}
