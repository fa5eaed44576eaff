import '@mantine/core/styles/Divider.layer.css';
import { Divider, Stack } from '@mantine/core';
import { formatMoney, toCents } from '@portal/domain/money';
import type { TReservation } from '@portal/domain/reservations/reservation';
import { InfoLine } from './reservation-lines';

/**
 * Staff only (issue 32, D-25): what the booking cost the agency, its markup and the sale, as
 * the booking stored them. The API sends `neto` and `margen` to staff who see margins; agents
 * get neither, and see nothing here.
 */
export function MarginLines({ r }: { r: Pick<TReservation, 'neto' | 'margen' | 'total' | 'currency'> }) {
  if (r.neto === undefined || r.margen === undefined) return null;
  const show = (amount: number) => formatMoney(toCents(amount), r.currency);
  return (
    <>
      <Divider label="Margen de la agencia" labelPosition="left" />
      <Stack gap={4} role="list" aria-label="Margen de la agencia">
        <InfoLine label="Neto" value={show(r.neto)} />
        <InfoLine label="Margen" value={show(r.margen)} />
        <InfoLine label="Venta" value={show(r.total)} />
      </Stack>
    </>
  );
}
