import '@mantine/dates/styles.layer.css';
import { Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import {
  SALES_GROUPING_LABELS,
  SALES_GROUPINGS,
  type TSalesGrouping,
} from '@portal/domain/commerce/sales-report';
import { PRODUCT_LINES } from '@portal/domain/reservations/product-lines';
import type { TReservationModule } from '@portal/domain/reservations/reservation';
import { DATE_ARIA_LABELS } from '@/shared/date-aria-labels';
import type { TSalesFilters } from './sales-report-api';

const GROUPING_OPTIONS = SALES_GROUPINGS.map((value) => ({ value, label: SALES_GROUPING_LABELS[value] }));
const LINE_OPTIONS = (Object.keys(PRODUCT_LINES) as TReservationModule[]).map((value) => ({
  value,
  label: PRODUCT_LINES[value].label,
}));

type Props = {
  filters: TSalesFilters;
  onChange: (next: TSalesFilters) => void;
  /** the supplier as typed (asked a moment after the last key) */
  supplier: string;
  onSupplier: (text: string) => void;
};

/** The report's period, grouping, currency and optional line and supplier. */
export function SalesFilters({ filters, onChange, supplier, onSupplier }: Props) {
  const set = (patch: Partial<TSalesFilters>) => onChange({ ...filters, ...patch });
  const range: [string | null, string | null] = [filters.desde ?? null, filters.hasta ?? null];
  return (
    <Group align="flex-end" mb="md" gap="sm" wrap="wrap">
      <DatePickerInput
        type="range"
        label="Período"
        placeholder="Desde – Hasta"
        valueFormat="DD/MM/YYYY"
        value={range}
        onChange={([from, to]) => {
          // the report asks once both ends are chosen
          if (from && to) set({ desde: String(from), hasta: String(to) });
        }}
        allowSingleDateInRange
        leftSection={<IconCalendar size={16} aria-hidden />}
        ariaLabels={DATE_ARIA_LABELS}
        w={{ base: '100%', sm: 240 }}
      />
      <Select
        label="Agrupar por"
        data={GROUPING_OPTIONS}
        value={filters.agrupar ?? 'linea'}
        onChange={(v) => v && set({ agrupar: v as TSalesGrouping })}
        allowDeselect={false}
        w={{ base: '100%', sm: 190 }}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="sales-currency-label">
          Moneda
        </Text>
        <SegmentedControl
          aria-labelledby="sales-currency-label"
          data={['USD', 'ARS']}
          value={filters.moneda ?? 'USD'}
          onChange={(v) => set({ moneda: v as 'USD' | 'ARS' })}
        />
      </Stack>
      <Select
        label="Línea de producto"
        placeholder="Todas"
        data={LINE_OPTIONS}
        value={filters.linea ?? null}
        onChange={(v) => set({ linea: (v as TReservationModule | null) ?? undefined })}
        clearable
        clearButtonProps={{ 'aria-label': 'Quitar línea de producto' }}
        w={{ base: '100%', sm: 200 }}
      />
      <TextInput
        label="Proveedor"
        placeholder="Todos (p. ej. AVIS)"
        value={supplier}
        onChange={(e) => onSupplier(e.currentTarget.value)}
        maxLength={30}
        w={{ base: '100%', sm: 200 }}
      />
    </Group>
  );
}
