import { Button, Group, LoadingOverlay, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { agencyToday } from '@portal/domain/dates';
import type { TClientEntity } from '@portal/domain/entities/search-entities';
import { MESSAGES } from '@portal/domain/messages';
import { checkClientEntity } from '@portal/domain/passenger';
import { UI_TIMINGS } from '@portal/domain/small-rules';
import { IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import type { TSession } from '@/shared/auth/session-cookie';
import { useClientEntity } from '@/shared/client-entity/client-entity-store';
import { EntityCredit } from '@/shared/entity-credit/entity-credit';
import { EntitySelect } from '@/shared/entity-select/entity-select';
import type { TOrderDraft } from '@/shared/order-summary/order-draft-store';
import { focusFirstInvalid } from '@/shared/passenger-form/focus-first-invalid';
import { PassengerForm } from '@/shared/passenger-form/passenger-form';
import { usePassengerForm } from '@/shared/passenger-form/use-passenger-form';
import { submitOrder, type TSubmitAnswer, type TSubmitContext } from '../modules/order-modules';
import { useBookingAttempt } from '@/shared/booking/use-booking-attempt';
import { bookingUnknownOf } from '@/shared/booking/booking-unknown';
import type { TBookingUnknownBody } from '@portal/domain/reservations/booking-unknown';
import { showBookingErrorDialog } from './booking-error-dialog';

/** The typed passengers are kept for this order only (issue 11, item 7). */
const paxDraftOf = (draft: TOrderDraft) => ({
  name: draft.q,
  signature: JSON.stringify([draft.payload, draft.passengers, draft.referenceDate]),
});

type Props = {
  draft: TOrderDraft;
  user: TSession;
  onBooked: (answer: TSubmitAnswer) => void;
  /** the supplier did not say whether it booked: not a failure, and not to be sent again (issue 29, item 4) */
  onUnknown: (unknown: TBookingUnknownBody) => void;
};

/** The right-hand side of form-pax: passengers, client entity (AS agents) and submit (spec §2, §4). */
export function PassengersStep({ draft, user, onBooked, onUnknown }: Props) {
  const [today] = useState(() => agencyToday(new Date()));
  const pax = usePassengerForm({
    passengers: draft.passengers,
    referenceDate: draft.referenceDate,
    variant: draft.variant,
    today,
    draft: paxDraftOf(draft),
  });
  // the client the header priced the search for (issue 32, D-25): the booking starts with it
  const [entity, setEntity] = useState<TClientEntity | null>(useClientEntity());
  const [entityError, setEntityError] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const attempt = useBookingAttempt();
  const booking = useMutation({
    mutationFn: (ctx: TSubmitContext) => submitOrder(draft, ctx),
    onSuccess: (answer) => {
      attempt.settle();
      onBooked(answer);
    },
    onError: (error) => {
      attempt.settle(error);
      const unknown = bookingUnknownOf(error);
      if (unknown) return onUnknown(unknown);
      // spec §8: hotel bookings answer a failure with the 'Hubo un error' dialog
      if (draft.q === 'provider') {
        showBookingErrorDialog(error);
        return;
      }
      notifications.show({
        color: 'red',
        title: 'No se pudo completar la reserva',
        message: error.message,
        position: 'top-right',
        autoClose: UI_TIMINGS.notificationMs,
      });
    },
  });

  const chooseEntity = (next: TClientEntity | null) => {
    setEntity(next);
    if (next) setEntityError(undefined);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const passengers = pax.validate();
    const entityCheck = checkClientEntity({ isAgenteAS: user.isAgenteAS, idEntidad: entity?.idEntidad });
    setEntityError(entityCheck.ok ? undefined : entityCheck.message);
    if (!passengers || !entityCheck.ok) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const chosen = user.isAgenteAS ? entity : null;
    const idempotencyKey = attempt.keyFor(JSON.stringify([passengers, chosen?.idEntidad]));
    booking.mutate({ passengers, user, entity: chosen, idempotencyKey });
  };

  return (
    <Paper
      component="form"
      ref={formRef}
      onSubmit={submit}
      noValidate
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      pos="relative"
      aria-busy={booking.isPending}
    >
      <LoadingOverlay visible={booking.isPending} zIndex={20} loaderProps={{ children: MESSAGES.loading }} />
      <Stack gap="lg">
        <Title order={2} fz="h4">
          Pasajeros
        </Title>
        {user.isAgenteAS && (
          <EntitySelect
            value={entity}
            onChange={chooseEntity}
            error={entityError}
            disabled={booking.isPending}
          />
        )}
        <EntityCredit idEntidad={entity?.idEntidad} />
        <PassengerForm {...pax.fields} disabled={booking.isPending} />
        <Group justify="flex-end">
          <Button
            type="submit"
            size="md"
            leftSection={<IconSend size={18} aria-hidden />}
            loading={booking.isPending}
          >
            Reservar
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
