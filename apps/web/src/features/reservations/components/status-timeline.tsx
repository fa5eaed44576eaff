import { Text, Timeline } from '@mantine/core';
import type { TStatusChange } from '@portal/domain/reservations/reservation-list';
import {
  RESERVATION_STATUS_LABELS,
  type TReservationStatus,
} from '@portal/domain/reservations/reservation-status';
import { IconCircleCheck, IconCircleX, IconClock, IconQuestionMark } from '@tabler/icons-react';
import { formatDateTime, STATUS_COLORS } from '../model/labels';

const ICONS = {
  pending: IconClock,
  confirmed: IconCircleCheck,
  pre_booked: IconCircleCheck,
  failed: IconCircleX,
  unknown: IconQuestionMark,
  cancelling: IconClock,
  cancelled: IconCircleX,
} satisfies Record<TReservationStatus, unknown>;

/** The booking's status changes, oldest first, the current one highlighted. */
export function StatusTimeline({ history }: { history: TStatusChange[] }) {
  if (history.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Sin cambios de estado registrados.
      </Text>
    );
  return (
    <Timeline active={history.length - 1} bulletSize={24} lineWidth={2}>
      {history.map((h, i) => {
        const Icon = ICONS[h.to];
        return (
          <Timeline.Item
            key={`${h.at}-${i}`}
            color={STATUS_COLORS[h.to]}
            bullet={<Icon size={14} aria-hidden />}
            title={RESERVATION_STATUS_LABELS[h.to]}
          >
            <Text size="xs" c="dimmed">
              <time dateTime={h.at}>{formatDateTime(h.at)}</time>
            </Text>
            {h.cause && <Text size="sm">{h.cause}</Text>}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
