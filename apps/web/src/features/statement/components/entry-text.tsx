import { Text } from '@mantine/core';
import { STATEMENT_ENTRY_LABELS, type TStatementEntry } from '@portal/domain/commerce/statement';
import { RESERVATION_STATUS_LABELS } from '@portal/domain/reservations/reservation-status';

/** What a line is, over its description (which names its number) and, for a booking, its status now. */
export function EntryText({ entry: e }: { entry: TStatementEntry }) {
  return (
    <>
      <Text size="sm" fw={600}>
        {STATEMENT_ENTRY_LABELS[e.tipo]}
      </Text>
      <Text size="xs" c="dimmed">
        {e.descripcion}
      </Text>
      {e.tipo === 'reserva' && e.estado && (
        <Text size="xs" c="dimmed">
          Estado actual: {RESERVATION_STATUS_LABELS[e.estado]}
        </Text>
      )}
    </>
  );
}
