import { Select, SimpleGrid } from '@mantine/core';
import { CAR_BRANDS } from '@portal/domain/cars/locations';
import type { TVehicle } from '@portal/domain/cars/search-availability';
import { categoryOptions, type TCarFilters } from '../model/car-filters';

type Props = { vehicles: TVehicle[]; value: TCarFilters; onChange: (next: TCarFilters) => void };

const ALL = '';
const select = { allowDeselect: false, comboboxProps: { withinPortal: true } } as const;

/** Brand, category and transmission filters, and the price sort (ascending by default). */
export function CarsFiltersBar({ vehicles, value, onChange }: Props) {
  const set = (patch: Partial<TCarFilters>) => onChange({ ...value, ...patch });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <Select
        label="Marca"
        data={[{ value: ALL, label: 'Todas' }, ...CAR_BRANDS.map((b) => ({ value: b, label: b }))]}
        value={value.brand ?? ALL}
        onChange={(v) => set({ brand: (v || null) as TCarFilters['brand'] })}
        {...select}
      />
      <Select
        label="Categoría"
        data={[{ value: ALL, label: 'Todas' }, ...categoryOptions(vehicles)]}
        value={value.category ?? ALL}
        onChange={(v) => set({ category: v || null })}
        {...select}
      />
      <Select
        label="Transmisión"
        data={[
          { value: ALL, label: 'Todas' },
          { value: 'Automática', label: 'Automática' },
          { value: 'Manual', label: 'Manual' },
        ]}
        value={value.transmission ?? ALL}
        onChange={(v) => set({ transmission: (v || null) as TCarFilters['transmission'] })}
        {...select}
      />
      <Select
        label="Ordenar por precio"
        data={[
          { value: 'asc', label: 'Menor precio primero' },
          { value: 'desc', label: 'Mayor precio primero' },
        ]}
        value={value.sort}
        onChange={(v) => set({ sort: v === 'desc' ? 'desc' : 'asc' })}
        {...select}
      />
    </SimpleGrid>
  );
}
