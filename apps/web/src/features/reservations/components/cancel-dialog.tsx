import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import { toCents } from '@portal/domain/money';
import type { TCancellationQuote, TReservationDetail } from '@portal/domain/reservations/reservation-list';
import { IconAlertTriangle } from '@tabler/icons-react';
import { money } from '../model/labels';

type Props = {
  reservation: TReservationDetail;
  /** today's quote, asked right before opening; null: closed */
  quote: TCancellationQuote | null;
  error: string | null;
  /** the quote can no longer be confirmed (the server said it is not cancelable) */
  blocked: boolean;
  loading: boolean;
  onConfirm: (quote: TCancellationQuote) => void;
  onClose: () => void;
};

export const penaltyText = (q: TCancellationQuote) =>
  toCents(q.penalidad) === 0 ? 'Cancelación sin cargo' : `Penalidad: ${money(q.penalidad, q.moneda)}`;

/** spec §8's '¿Estás seguro?' with what cancelling costs today; 'Volver' leaves the booking as it is. */
export function CancelDialog({ reservation: r, quote, error, blocked, loading, onConfirm, onClose }: Props) {
  const fees = (r.breakdown.gastoReserva ?? 0) + (r.breakdown.gastoAdmin ?? 0);
  return (
    <Modal
      opened={quote !== null}
      onClose={onClose}
      title={MESSAGES.confirmTitle}
      centered
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
      withCloseButton={false}
    >
      {quote && (
        <Stack gap="sm">
          <Text size="sm">
            Se cancelará la reserva N° {r.id} ({r.productName}) con el proveedor. Esta acción no se puede
            deshacer.
          </Text>
          <Text fw={700} size="lg" data-testid="cancel-penalty">
            {penaltyText(quote)}
          </Text>
          {fees > 0 && (
            <Text size="sm" c="dimmed">
              Los gastos de reserva y administrativos ({money(fees, r.currency)}) no se reintegran.
            </Text>
          )}
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
              Volver
            </Button>
            <Button color="red" onClick={() => onConfirm(quote)} loading={loading} disabled={blocked}>
              Cancelar reserva
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
