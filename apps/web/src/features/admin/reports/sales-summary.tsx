import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { TSalesReport } from '@portal/domain/commerce/sales-report';
import { count, money, percent } from './sales-format';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder p="sm" radius="sm" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text
        fz={{ base: 'lg', sm: 'xl' }}
        fw={700}
        style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
      >
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/** The period's totals: what sold, and apart what was cancelled or is not confirmed yet. */
export function SalesSummary({ report }: { report: TSalesReport }) {
  const { totales: t, moneda } = report;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, xl: 5 }} spacing="xs" mb="xs">
        <Figure label="Reservas" value={count(t.reservas)} hint="confirmadas y pre-reservadas" />
        <Figure label="Venta" value={money(t.venta, moneda)} />
        <Figure label="Neto" value={money(t.neto, moneda)} />
        <Figure label="Margen" value={money(t.margen, moneda)} />
        <Figure label="Margen %" value={percent(t.margenPct)} hint="margen sobre venta" />
      </SimpleGrid>
      <Text size="sm" c="dimmed" mb="md">
        Aparte: {count(t.canceladas)} canceladas (penalidades {money(t.penalidades, moneda)}) ·{' '}
        {count(t.sinConfirmar)} sin confirmar ({money(t.ventaSinConfirmar, moneda)})
      </Text>
    </>
  );
}
