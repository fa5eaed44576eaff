import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDdMmYyyy } from '@portal/domain/dates-format';
import type { TCancellationQuote, TReservationDetail } from '@portal/domain/reservations/reservation-list';
import { IconInfoCircle, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '@/shared/api-client';
import { quoteOfConflict, useCancelReservation } from '../api/cancel-reservation';
import { cancellationQuoteQuery } from '../api/get-cancellation-quote';
import { money } from '../model/labels';
import { CancelDialog, penaltyText } from './cancel-dialog';
import { VoucherButton } from './voucher-button';

type DialogState = { quote: TCancellationQuote | null; error: string | null; blocked: boolean };
const CLOSED: DialogState = { quote: null, error: null, blocked: false };

/** The policy, the voucher and the cancellation: today's quote first, then '¿Estás seguro?'. */
export function CancellationSection({ reservation: r }: { reservation: TReservationDetail }) {
  const client = useQueryClient();
  const cancel = useCancelReservation(r.id);
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [dialog, setDialog] = useState<DialogState>(CLOSED);
  const c = r.cancelacion;

  const start = async () => {
    setNotice(null);
    setAsking(true);
    try {
      // the penalty may have changed since the page loaded (the free window closes at midnight)
      const quote = await client.fetchQuery(cancellationQuoteQuery(r.id));
      if (quote.cancelable) setDialog({ quote, error: null, blocked: false });
      else setNotice(quote.motivo ?? 'La reserva ya no se puede cancelar.');
    } catch (error) {
      setNotice((error as Error).message);
    } finally {
      setAsking(false);
    }
  };

  const confirm = (quote: TCancellationQuote) =>
    cancel.mutate(
      { penalidad: quote.penalidad },
      {
        onSuccess: (answer) => {
          setDialog(CLOSED);
          notifications.show({
            color: 'green',
            title: 'Reserva cancelada',
            message: `La reserva N° ${answer.reservationId} fue cancelada. ${penaltyText({ ...quote, penalidad: answer.penalidad, moneda: answer.moneda })}.`,
          });
        },
        onError: async (error) => {
          // 409: the penalty changed; the dialog shows the new one and waits for a new yes
          const fresh =
            error instanceof ApiError && error.status === 409
              ? (quoteOfConflict(error) ??
                (await client.fetchQuery(cancellationQuoteQuery(r.id)).catch(() => quote)))
              : quote;
          const blocked = error instanceof ApiError && [400, 404].includes(error.status);
          setDialog({ quote: fresh, error: error.message, blocked });
        },
      },
    );

  return (
    <Stack gap="sm">
      <Text size="sm">{c.politica}</Text>
      {c.gratisHasta && (
        <Text size="sm">
          Sin cargo hasta el <strong>{formatDdMmYyyy(c.gratisHasta)}</strong>
        </Text>
      )}
      {r.penalidadCobrada !== null && (
        <Text size="sm">Penalidad cobrada: {money(r.penalidadCobrada, r.currency)}</Text>
      )}
      {c.cancelable && (
        <Text size="sm" c="dimmed">
          Si se cancela hoy: {penaltyText(c)}
        </Text>
      )}
      {!c.cancelable && c.motivo && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {c.motivo}
        </Alert>
      )}
      {notice && (
        <Alert color="orange" variant="light" role="alert" icon={<IconInfoCircle aria-hidden />}>
          {notice}
        </Alert>
      )}
      <Group gap="sm">
        <VoucherButton id={r.id} />
        {c.cancelable && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconX size={16} aria-hidden />}
            loading={asking}
            onClick={start}
          >
            Cancelar reserva
          </Button>
        )}
      </Group>
      <CancelDialog
        reservation={r}
        quote={dialog.quote}
        error={dialog.error}
        blocked={dialog.blocked}
        loading={cancel.isPending}
        onConfirm={confirm}
        onClose={() => setDialog(CLOSED)}
      />
    </Stack>
  );
}
