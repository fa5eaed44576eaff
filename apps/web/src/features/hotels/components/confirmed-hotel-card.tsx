import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useShowsCountryTaxes } from '@/shared/auth/use-country-taxes';
import { paths } from '@/shared/paths';
import { formatDdMmYyyy } from '@portal/domain/dates-format';
import type { TConfirmedHotelReservation } from '@portal/domain/hotels/reservate';
import { MESSAGES } from '@portal/domain/messages';
import { ORDER_BREAKDOWN_LABELS as LABEL } from '@portal/domain/orders/order-summary';
import type { Currency } from '@portal/domain/money';
import {
  displayAdminFee,
  displayAmount,
  type ConfirmedRoomView,
} from '@portal/domain/pricing/confirmed-order';

type ConfirmedHotelCardProps = {
  reservation: TConfirmedHotelReservation;
  view: ConfirmedRoomView;
  currency: Currency;
};

const percent = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 });
const orMissing = (text: string | undefined) => (text ? text : MESSAGES.missingValue);

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" role="listitem">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 800 : 600} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/**
 * One hotel of 'Orden confirmada' with every line of spec §2; missing values per spec §8. The
 * amounts are named as on every other screen (issue 29, item 15), VAT with its rate.
 */
export function ConfirmedHotelCard({ reservation: r, view, currency }: ConfirmedHotelCardProps) {
  const money = (cents: number | undefined) => displayAmount(cents, currency);
  // the Argentine country taxes are not shown to a Peruvian agency (spec §7)
  const countryTaxes = useShowsCountryTaxes();
  const dates =
    r.checkin && r.checkout ? `${formatDdMmYyyy(r.checkin)} al ${formatDdMmYyyy(r.checkout)}` : undefined;
  const vatLabel =
    view.alicuota === undefined ? LABEL.iva : `${LABEL.iva} (${percent.format(view.alicuota)} %)`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={orMissing(r.hotel)}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="h4">
            {orMissing(r.hotel)}
          </Title>
          <Badge color="green" variant="light" tt="none">
            {MESSAGES.orderConfirmed}
          </Badge>
        </Group>
        <Stack gap={4} role="list" aria-label={`Detalle de ${orMissing(r.hotel)}`}>
          <Line label="Hotel" value={orMissing(r.hotel)} />
          <Line label="Fechas" value={orMissing(dates)} />
          <Line label="Número de confirmación" value={orMissing(r.codigoReserva)} />
          <Line label={LABEL.tarifa} value={money(view.venta)} />
          <Line label={vatLabel} value={money(view.iva)} />
          <Line label={LABEL.gastoAdmin} value={displayAdminFee(view.gastoAdministrativo, currency)} />
          <Line label={LABEL.gastoReserva} value={money(view.gastoReserva)} />
          <Line label="Total" value={money(view.total)} strong />
          {countryTaxes && (
            <>
              <Line label={LABEL.rg4815} value={money(view.resolucion4815)} />
              <Line label={LABEL.pais} value={money(view.impuestoPais)} />
            </>
          )}
        </Stack>
        {r.detallesAdicionales && (
          <Text size="xs" c="dimmed">
            {r.detallesAdicionales}
          </Text>
        )}
        {/* the booking's own page: its codes survive a reload (issue 11, item 8) */}
        <Group justify="flex-end" gap="md">
          <Anchor component={Link} to={paths.resumen.getHref(r.reservaId)} size="sm">
            Ver resumen de la reserva N° {r.reservaId}
          </Anchor>
          {/* voucher, status and cancellation (issue 18) */}
          <Anchor component={Link} to={paths.myReservations.detail.getHref(r.reservaId)} size="sm">
            Ver en Mis reservas
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
