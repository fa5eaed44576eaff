import { Group, Select, TextInput } from '@mantine/core';
import {
  SALES_GROUPING_LABELS,
  SALES_GROUPINGS,
  type TSalesGrouping,
} from '@portal/domain/commerce/sales-report';
import { PRODUCT_LINES } from '@portal/domain/reservations/product-lines';
import type { TReservationModule } from '@portal/domain/reservations/reservation';
import { CURRENCIES } from '@portal/domain/money';
import { LabelledSegments } from '@/shared/forms/labelled-segments';
import { PeriodInput } from '@/shared/forms/period-input';
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
      <PeriodInput
        value={range}
        // the report asks once both ends are chosen
        onChange={(desde, hasta) => desde && hasta && set({ desde, hasta })}
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
      <LabelledSegments
        id="sales-currency-label"
        label="Moneda"
        data={CURRENCIES}
        value={filters.moneda ?? 'USD'}
        onChange={(moneda) => set({ moneda })}
      />
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
