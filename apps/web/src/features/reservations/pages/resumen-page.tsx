import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import type { TReservation } from '@portal/domain/reservations/reservation';
import { IconFileOff, IconListDetails, IconPrinter } from '@tabler/icons-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { BookingCompletedDialog } from '@/shared/booking/booking-completed-dialog';
import { PageLoader } from '@/shared/page-loader';
import { StatusPage } from '@/shared/status-page';
import { paths } from '@/shared/paths';
import { useSettlingReservation } from '../api/get-reservation';
import { MarginLines } from '../components/margin-lines';
import { AmountLines, InfoLine, PassengerLines } from '../components/reservation-lines';
import { SettlingAlert } from '../components/settling-alert';
import { StatusBadge } from '../components/status-badge';
import { datesLabel, formatDateTime, serviceDates } from '../model/labels';

function Summary({ r }: { r: TReservation }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="resumen-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={1} fz="h3" id="resumen-title">
            Reserva N° {r.id}
          </Title>
          <StatusBadge status={r.status} size="lg" />
        </Group>
        <Text fw={600}>{r.productName}</Text>
        <Stack gap={4} role="list" aria-label="Datos de la reserva">
          <InfoLine label="Código del proveedor" value={r.supplierRef || MESSAGES.missingValue} />
          <InfoLine label={datesLabel(r.checkin, r.checkout)} value={serviceDates(r.checkin, r.checkout)} />
          <InfoLine label="Reservada el" value={formatDateTime(r.createdAt)} />
        </Stack>
        <PassengerLines passengers={r.passengers} />
        <AmountLines r={r} />
        <MarginLines r={r} />
      </Stack>
    </Paper>
  );
}

/** spec §2 resumen?id=: a booking shown again by its id, so its codes survive a reload (issue 11, item 8). */
export function ResumenPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  // asked again while the supplier's answer is being verified (issue 29, item 4)
  const query = useSettlingReservation(valid ? id : 0);
  const navigate = useNavigate();
  // just booked (form-pax hands the answer over): spec §4's 'Reserva completada' over the booking
  const state = useLocation().state as { booked?: { codigoReserva?: string }; verifying?: unknown } | null;
  const booked = state?.booked;
  if (valid && query.isPending) return <PageLoader />;
  if (!valid || query.isError)
    return (
      <StatusPage
        icon={<IconFileOff size={34} aria-hidden />}
        title="Reserva no encontrada"
        text={valid && query.error ? query.error.message : 'La dirección no indica una reserva.'}
        action={
          <Button component={Link} to={paths.home.getHref()} variant="light">
            Volver al inicio
          </Button>
        }
      />
    );
  return (
    <Stack gap="md" maw={720} mx="auto">
      <SettlingAlert status={query.data!.status} verifying={state?.verifying !== undefined} />
      <Summary r={query.data!} />
      {/* spec §4's OK reloaded the form, which then went home; here it leaves the booking on screen */}
      <BookingCompletedDialog
        opened={booked !== undefined}
        codigo={booked?.codigoReserva}
        detailHref={paths.myReservations.detail.getHref(id)}
        onOk={() => navigate(paths.resumen.getHref(id), { replace: true, state: null })}
      />
      <Group justify="flex-end" data-print-hide>
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={() => window.print()}
        >
          Imprimir
        </Button>
        {/* the voucher, the status and the cancellation live there (issue 18) */}
        <Button
          component={Link}
          to={paths.myReservations.detail.getHref(id)}
          variant="light"
          leftSection={<IconListDetails size={16} aria-hidden />}
        >
          Ver en Mis reservas
        </Button>
        <Button component={Link} to={paths.home.getHref()}>
          Volver al inicio
        </Button>
      </Group>
    </Stack>
  );
}
