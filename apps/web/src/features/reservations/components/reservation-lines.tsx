import '@mantine/core/styles/Divider.layer.css';
import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatMoney, toCents } from '@portal/domain/money';
import type { TReservation } from '@portal/domain/reservations/reservation';
import type { ReactNode } from 'react';
import { useShowsCountryTaxes } from '@/shared/auth/use-country-taxes';
import { summaryLines } from '@/shared/order-summary/order-summary-lines';

// The pieces of a booking the resumen page and the Mis reservas detail both show.

export function InfoLine({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" role="listitem" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

/** A labelled list of lines under a divider ('Pasajeros', 'Importes'). */
function LineSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Divider label={title} labelPosition="left" />
      <Stack gap={4} role="list" aria-label={title}>
        {children}
      </Stack>
    </>
  );
}

export function PassengerLines({ passengers }: { passengers: TReservation['passengers'] }) {
  return (
    <LineSection title="Pasajeros">
      {passengers.map((p, i) => (
        <InfoLine
          key={`${p.dni}-${i}`}
          label={`${p.apellidos}, ${p.nombres}`}
          value={`${p.tipoDoc} ${p.dni}`}
        />
      ))}
    </LineSection>
  );
}

/** spec §3's breakdown: the lines in the total, the total, then the country taxes outside it. */
export function AmountLines({ r }: { r: Pick<TReservation, 'breakdown' | 'total' | 'currency' | 'module'> }) {
  const { inTotal, separate } = summaryLines(r.breakdown, r.module, useShowsCountryTaxes());
  const show = (cents: number) => formatMoney(cents, r.currency);
  return (
    <LineSection title="Importes">
      {inTotal.map((l) => (
        <InfoLine key={l.key} label={l.label} value={show(l.cents)} />
      ))}
      <Group justify="space-between" role="listitem">
        <Text fw={700}>Total</Text>
        <Text fw={700} size="lg">
          {show(toCents(r.total))}
        </Text>
      </Group>
      {separate.map((l) => (
        <InfoLine key={l.key} label={l.label} value={show(l.cents)} />
      ))}
    </LineSection>
  );
}
