/**
 * Order summary beside the passenger form (spec §2, §3): title, product, dates, adults,
 * minors, currency, breakdown (non-zero lines) and total.
 *   <OrderSummary summary={toOrderSummary(meta, ticketOrderBreakdown(...))} onDelete={...} />
 * `onDelete` shows the 'Eliminar orden' button (the page asks for confirmation).
 */
import '@mantine/core/styles/Divider.layer.css';
import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMoney, toCents } from '@portal/domain/money';
import type { TOrderSummary } from '@portal/domain/orders/order-summary';
import { useShowsCountryTaxes } from '@/shared/auth/use-country-taxes';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { summaryDates, summaryLines } from '@/shared/order-summary/order-summary-lines';

type OrderSummaryProps = {
  summary: TOrderSummary;
  onDelete?: () => void;
  children?: ReactNode;
  /** the product whose lines these are ('flights' names its surcharge line; issue 29, item 15) */
  product?: string;
};

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" component="div" role="listitem">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} ta="right">
        {value}
      </Text>
    </Group>
  );
}

export function OrderSummary({ summary, onDelete, children, product }: OrderSummaryProps) {
  const { currency } = summary;
  const money = (cents: number) => formatMoney(cents, currency);
  const { inTotal, separate } = summaryLines(summary.breakdown, product, useShowsCountryTaxes());
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="order-summary-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="order-summary-title">
          {summary.title}
        </Title>
        <Text fw={600}>{summary.product}</Text>
        <Stack gap={4} role="list" aria-label="Detalle de la orden">
          <Row label={summary.dates.checkout ? 'Fechas' : 'Fecha'} value={summaryDates(summary.dates)} />
          <Row label="Adultos" value={String(summary.adults)} />
          <Row label="Menores" value={String(summary.minors)} />
          <Row label="Moneda" value={currency} />
        </Stack>
        <Divider />
        <Stack gap={4} role="list" aria-label="Desglose de precio">
          {inTotal.map((line) => (
            <Row key={line.key} label={line.label} value={money(line.cents)} />
          ))}
        </Stack>
        <Divider />
        <div role="list" aria-label="Total">
          <Row label="Total" value={money(toCents(summary.total))} strong />
        </div>
        {separate.length > 0 && (
          <Stack gap={4} role="list" aria-label="Impuestos informados por separado">
            <Text size="xs" c="dimmed">
              Se informan por separado, no incluidos en el total:
            </Text>
            {separate.map((line) => (
              <Row key={line.key} label={line.label} value={money(line.cents)} />
            ))}
          </Stack>
        )}
        {children}
        {onDelete && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onDelete}
          >
            Eliminar orden
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
