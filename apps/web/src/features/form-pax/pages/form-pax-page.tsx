import '@mantine/core/styles/Grid.layer.css';
import { Grid, Stack, Title } from '@mantine/core';
import { toCents } from '@portal/domain/money';
import { isEmptyOrder } from '@portal/domain/small-rules';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useAuthStore } from '@/shared/auth/auth-store';
import { OrderSummary } from '@/shared/order-summary/order-summary';
import { useOrderDraftStore } from '@/shared/order-summary/order-draft-store';
import { clearPaxDraft } from '@/shared/passenger-form/passenger-draft';
import { paths } from '@/shared/paths';
import { BookingCompletedDialog } from '@/shared/booking/booking-completed-dialog';
import { reloadPage } from '@/shared/reload-page';
import { showBookingUnknown, verifyingState } from '@/shared/booking/booking-unknown';
import type { TBookingUnknownBody } from '@portal/domain/reservations/booking-unknown';
import { confirmDeleteOrder } from '../components/confirm-delete-order';
import { PassengersStep } from '../components/passengers-step';
import { afterBooking, isOrderModule, type TSubmitAnswer } from '../modules/order-modules';
import classes from './form-pax.module.css';

/** spec §2 form-pax?q=<module>: order summary beside THE passenger form. */
export function FormPaxPage() {
  const [params] = useSearchParams();
  const q = params.get('q');
  const stored = useOrderDraftStore((s) => s.draft);
  const clear = useOrderDraftStore((s) => s.clear);
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  // Read once: after the booking the store is cleared but the dialog still shows the order.
  const [draft] = useState(() => (isOrderModule(q) && stored?.q === q ? stored : null));
  const [booked, setBooked] = useState<TSubmitAnswer | null>(null);

  // spec §4: no order, or an order whose total is 0, goes back home.
  if (!draft || !user || isEmptyOrder(toCents(draft.summary.total)))
    return <Navigate to={paths.home.getHref()} replace />;

  // spec §4: tickets and assistance confirm over this form and OK reloads it (issue 29, item 12),
  // with the booking's resumen one click away; the others confirm over their resumen?id=, so a
  // reload shows the booking and its codes again (issue 11, item 8).
  const onBooked = (answer: TSubmitAnswer) => {
    clear();
    clearPaxDraft(draft.q);
    if (afterBooking(draft.q) === 'reload') return setBooked(answer);
    navigate(paths.resumen.getHref(answer.reservaId), { replace: true, state: { booked: answer } });
  };
  // issue 29, item 4: the supplier may have booked it; the form is left (so it is not sent again)
  // for the booking's resumen, which shows its state as reconciliation settles it
  const onUnknown = (unknown: TBookingUnknownBody) => {
    clear();
    clearPaxDraft(draft.q);
    showBookingUnknown(unknown);
    navigate(paths.resumen.getHref(unknown.reservaId), { replace: true, state: verifyingState(unknown) });
  };
  const deleteOrder = () =>
    confirmDeleteOrder(() => {
      clear();
      clearPaxDraft(draft.q);
      navigate(paths.home.getHref(), { replace: true });
    });

  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        Datos de los pasajeros
      </Title>
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 4 }} className={classes.summary}>
          <OrderSummary summary={draft.summary} onDelete={deleteOrder} product={draft.q} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <PassengersStep draft={draft} user={user} onBooked={onBooked} onUnknown={onUnknown} />
        </Grid.Col>
      </Grid>
      <BookingCompletedDialog
        opened={booked !== null}
        codigo={booked?.codigoReserva}
        resumenHref={booked ? paths.resumen.getHref(booked.reservaId) : undefined}
        onOk={reloadPage}
      />
    </Stack>
  );
}
