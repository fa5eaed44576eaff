import { useShowsCountryTaxes } from '../../../shared/auth/use-country-taxes';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import { Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { TZ_AGENCY } from '@portal/domain/dates';
import { MESSAGES } from '@portal/domain/messages';
import { formatDdMmYyyy } from '@portal/domain/dates-format';
import { formatMoney, toCents } from '@portal/domain/money';
import { RESERVATION_STATUS_LABELS } from '@portal/domain/reservations/reservation-status';
import type { TReservation } from '@portal/domain/reservations/reservation';
import { IconFileOff, IconPrinter } from '@tabler/icons-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { BookingCompletedDialog } from '../../../shared/booking/booking-completed-dialog';
import { PageLoader } from '../../../shared/page-loader';
import { StatusPage } from '../../../shared/status-page';
import { summaryLines } from '../../../shared/order-summary/order-summary-lines';
import { paths } from '../../../shared/paths';
import { useReservation } from '../api/get-reservation';

// the agency's clock, 24-hour: '23/11/2026, 18:36'
const bookedAt = new Intl.DateTimeFormat('es-AR', {
  dateStyle: 'short',
  timeStyle: 'short',
  hourCycle: 'h23',
  timeZone: TZ_AGENCY,
});

const STATUS_COLORS: Record<TReservation['status'], string> = {
  pending: 'yellow',
  confirmed: 'green',
  pre_booked: 'green',
  failed: 'red',
  unknown: 'orange',
  cancelled: 'gray',
};

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" role="listitem">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right">
        {value}
      </Text>
    </Group>
  );
}

function Summary({ r }: { r: TReservation }) {
  const money = (cents: number) => formatMoney(cents, r.currency);
  const { inTotal, separate } = summaryLines(r.breakdown, {}, useShowsCountryTaxes());
  const dates = r.checkout
    ? `${formatDdMmYyyy(r.checkin)} al ${formatDdMmYyyy(r.checkout)}`
    : formatDdMmYyyy(r.checkin);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="resumen-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={1} fz="h3" id="resumen-title">
            Reserva N° {r.id}
          </Title>
          <Badge color={STATUS_COLORS[r.status]} variant="light" size="lg">
            {RESERVATION_STATUS_LABELS[r.status]}
          </Badge>
        </Group>
        <Text fw={600}>{r.productName}</Text>
        <Stack gap={4} role="list" aria-label="Datos de la reserva">
          <Line label="Código del proveedor" value={r.supplierRef || MESSAGES.missingValue} />
          <Line label={r.checkout ? 'Fechas' : 'Fecha'} value={dates} />
          <Line label="Reservada el" value={bookedAt.format(new Date(r.createdAt))} />
        </Stack>
        <Divider label="Pasajeros" labelPosition="left" />
        <Stack gap={4} role="list" aria-label="Pasajeros">
          {r.passengers.map((p, i) => (
            <Line
              key={`${p.dni}-${i}`}
              label={`${p.apellidos}, ${p.nombres}`}
              value={`${p.tipoDoc} ${p.dni}`}
            />
          ))}
        </Stack>
        <Divider label="Importes" labelPosition="left" />
        <Stack gap={4} role="list" aria-label="Importes">
          {inTotal.map((l) => (
            <Line key={l.key} label={l.label} value={money(l.cents)} />
          ))}
          <Group justify="space-between" role="listitem">
            <Text fw={700}>Total</Text>
            <Text fw={700} size="lg">
              {money(toCents(r.total))}
            </Text>
          </Group>
          {separate.map((l) => (
            <Line key={l.key} label={l.label} value={money(l.cents)} />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** spec §2 resumen?id=: a booking shown again by its id, so its codes survive a reload (issue 11, item 8). */
export function ResumenPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const query = useReservation(valid ? id : 0);
  const navigate = useNavigate();
  // just booked (form-pax hands the answer over): spec §4's 'Reserva completada' over the booking
  const booked = (useLocation().state as { booked?: { codigoReserva?: string } } | null)?.booked;
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
      <Summary r={query.data!} />
      {/* spec §4's OK reloaded the form, which then went home; here it leaves the booking on screen */}
      <BookingCompletedDialog
        opened={booked !== undefined}
        codigo={booked?.codigoReserva}
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
        <Button component={Link} to={paths.home.getHref()}>
          Volver al inicio
        </Button>
      </Group>
    </Stack>
  );
}
