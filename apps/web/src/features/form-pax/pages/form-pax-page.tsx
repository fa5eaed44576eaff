import '@mantine/core/styles/Grid.layer.css';
import { Grid, Stack, Title } from '@mantine/core';
import { toCents } from '@portal/domain/money';
import { isEmptyOrder } from '@portal/domain/small-rules';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useAuthStore } from '../../../shared/auth/auth-store';
import { OrderSummary } from '../../../shared/order-summary/order-summary';
import { useOrderDraftStore } from '../../../shared/order-summary/order-draft-store';
import { clearPaxDraft } from '../../../shared/passenger-form/passenger-draft';
import { paths } from '../../../shared/paths';
import { confirmDeleteOrder } from '../components/confirm-delete-order';
import { PassengersStep } from '../components/passengers-step';
import { isOrderModule, type TSubmitAnswer } from '../modules/order-modules';
import classes from './form-pax.module.css';

/** spec §9: a flight's gastoAdmin line is the 2.2 % surcharge on fare × adults + 35. */
const FLIGHT_LABELS = { gastoAdmin: 'Recargo 2,2 %' };

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

  // spec §4: no order, or an order whose total is 0, goes back home.
  if (!draft || !user || isEmptyOrder(toCents(draft.summary.total)))
    return <Navigate to={paths.home.getHref()} replace />;

  // The confirmation is shown over the booking's own page (resumen?id=), so a reload or OK
  // shows the booking and its codes again instead of going home (issue 11, item 8).
  const onBooked = (answer: TSubmitAnswer) => {
    clear();
    clearPaxDraft(draft.q);
    navigate(paths.resumen.getHref(answer.reservaId), { replace: true, state: { booked: answer } });
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
          <OrderSummary
            summary={draft.summary}
            onDelete={deleteOrder}
            labels={draft.q === 'flights' ? FLIGHT_LABELS : undefined}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <PassengersStep draft={draft} user={user} onBooked={onBooked} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
