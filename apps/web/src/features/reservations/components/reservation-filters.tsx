import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedCallback } from '@mantine/hooks';
import { RESERVATION_MODULES } from '@portal/domain/reservations/reservation';
import {
  RESERVATION_STATUS_LABELS,
  RESERVATION_STATUSES,
} from '@portal/domain/reservations/reservation-status';
import { IconCalendar, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { DATE_ARIA_LABELS } from '@/shared/date-aria-labels';
import { EntitySelect } from '@/shared/entity-select/entity-select';
import { MODULE_LABELS } from '../model/labels';
import { hasFilters, SEARCH_MIN_CHARS, withFilter, type TListParams } from '../model/list-params';

const SEARCH_DEBOUNCE_MS = 400;
const MODULE_OPTIONS = RESERVATION_MODULES.map((m) => ({ value: m, label: MODULE_LABELS[m] }));
const STATUS_OPTIONS = RESERVATION_STATUSES.map((s) => ({ value: s, label: RESERVATION_STATUS_LABELS[s] }));
const DATE_FIELD_OPTIONS = [
  { value: 'reserva', label: 'Fecha de reserva' },
  { value: 'servicio', label: 'Fecha del servicio' },
];

type Props = {
  params: TListParams;
  /** a new set of filters; `replace` while typing, so back skips each keystroke */
  onChange: (next: TListParams, options?: { replace?: boolean }) => void;
  onClear: () => void;
};

/** Search, product, status, dates and (AS agents) client: each change goes to the URL. */
export function ReservationFilters({ params, onChange, onClear }: Props) {
  const [text, setText] = useState(params.q);
  // the URL changed under the box (back, 'Limpiar filtros'): show its search
  const [shownQ, setShownQ] = useState(params.q);
  if (params.q !== shownQ) {
    setShownQ(params.q);
    if (params.q.trim() !== text.trim()) setText(params.q);
  }
  const commitSearch = useDebouncedCallback(
    (q: string) => onChange(withFilter(params, { q }), { replace: true }),
    SEARCH_DEBOUNCE_MS,
  );
  const short = text.trim().length > 0 && text.trim().length < SEARCH_MIN_CHARS;
  const set = (change: Partial<TListParams>) => onChange(withFilter(params, change));

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
      <TextInput
        label="Buscar"
        placeholder="Pasajero, documento o código"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        maxLength={80}
        description={short ? `Escriba al menos ${SEARCH_MIN_CHARS} caracteres` : undefined}
        inputWrapperOrder={['label', 'input', 'description']}
        onChange={(e) => {
          setText(e.currentTarget.value);
          commitSearch(e.currentTarget.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commitSearch.flush();
        }}
      />
      <Select
        label="Producto"
        placeholder="Todos"
        data={MODULE_OPTIONS}
        value={params.module}
        onChange={(v) => set({ module: (v as TListParams['module']) ?? null })}
        clearable
        clearButtonProps={{ 'aria-label': 'Quitar producto' }}
      />
      <Select
        label="Estado"
        placeholder="Todos"
        data={STATUS_OPTIONS}
        value={params.status}
        onChange={(v) => set({ status: (v as TListParams['status']) ?? null })}
        clearable
        clearButtonProps={{ 'aria-label': 'Quitar estado' }}
      />
      <Select
        label="Filtrar por"
        data={DATE_FIELD_OPTIONS}
        value={params.fecha}
        onChange={(v) => set({ fecha: v === 'servicio' ? 'servicio' : 'reserva' })}
        allowDeselect={false}
      />
      <DatePickerInput
        type="range"
        label="Período"
        placeholder="Desde – Hasta"
        valueFormat="DD/MM/YYYY"
        value={[params.desde, params.hasta]}
        onChange={([from, to]) => {
          // the URL changes once the range is whole (or emptied), not at its first click
          if (from && !to) return;
          set({ desde: from ? String(from) : null, hasta: to ? String(to) : null });
        }}
        allowSingleDateInRange
        leftSection={<IconCalendar size={16} aria-hidden />}
        ariaLabels={DATE_ARIA_LABELS}
        clearable
        clearButtonProps={{ 'aria-label': 'Borrar período' }}
      />
      <EntitySelect
        id="filtro-entidad"
        label="Cliente"
        required={false}
        value={params.idEntidad ? { idEntidad: params.idEntidad, razonSocial: params.entidad } : null}
        onChange={(e) => set({ idEntidad: e?.idEntidad ?? null, entidad: e?.razonSocial ?? '' })}
      />
      {hasFilters(params) && (
        <Group align="flex-end">
          <Button
            variant="default"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={() => {
              commitSearch.cancel();
              onClear();
            }}
          >
            Limpiar filtros
          </Button>
        </Group>
      )}
    </SimpleGrid>
  );
}
