import { Alert, Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { nightCount } from '@portal/domain/dates';
import { saleMaxDate } from '@portal/domain/dates-calendar';
import { MESSAGES } from '@portal/domain/messages';
import { IconAlertTriangle, IconMapPin, IconWorld } from '@tabler/icons-react';
import { useTarifarioDestinations } from '../api/get-tarifario-destinations';
import { countryOptions, zoneInfo, zoneOptions } from '../model/destinations';
import {
  formValuesOf,
  searchOfValues,
  tarifarioSearchSchema,
  type TTarifarioFormValues,
} from '../model/search-form';
import type { TCompleteTarifarioSearch, TTarifarioSearch } from '../model/search-params';
import { IsoDateRangeField } from '@/shared/forms/date-range-field';
import { focusFirstError } from '@/shared/forms/focus-first-error';
import { SearchFormFrame } from '@/shared/forms/search-form-frame';
import { SearchSubmit } from '@/shared/forms/search-submit';

type Props = {
  initial: TTarifarioSearch;
  today: string;
  searching: boolean;
  onSearch: (search: TCompleteTarifarioSearch) => void;
};

const FIELDS_IN_ORDER = ['pais', 'zona', 'fechas'] as const;

const nightsText = (from: string | null, to: string | null) => {
  if (!from || !to || to <= from) return undefined;
  const n = nightCount(from, to);
  return n === 1 ? '1 noche' : `${n} noches`;
};

/** spec §2 tarifario: destination (country → zone) and the stay's dates, Buscar. */
export function TarifarioSearchForm({ initial, today, searching, onSearch }: Props) {
  const destinations = useTarifarioDestinations();
  const destinos = destinations.data;
  const form = useForm<TTarifarioFormValues>({
    initialValues: formValuesOf(initial),
    validate: schemaResolver(tarifarioSearchSchema, { sync: true }),
  });
  const v = form.getValues();
  // a zone from the URL names its country once the catalogue is there
  const pais = v.pais ?? (v.zona ? String(zoneInfo(destinos, Number(v.zona))?.paisId ?? '') || null : null);
  const loading = destinations.isPending;

  const submit = (values: TTarifarioFormValues) =>
    onSearch(searchOfValues(values, zoneInfo(destinos, Number(values.zona))?.nacional ?? false));

  return (
    <SearchFormFrame
      onSubmit={form.onSubmit(submit, focusFirstError(form, FIELDS_IN_ORDER))}
      aria-label="Buscar en el tarifario"
    >
      <Stack gap="md">
        {destinations.isError && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title="No se pudieron cargar los destinos"
          >
            <Group justify="space-between" gap="xs">
              <span>{MESSAGES.serverError}</span>
              <Button size="xs" variant="default" onClick={() => void destinations.refetch()}>
                Reintentar
              </Button>
            </Group>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" style={{ alignItems: 'start' }}>
          <Select
            label="País"
            placeholder={loading ? 'Cargando destinos…' : 'Elija un país'}
            data={countryOptions(destinos)}
            {...form.getInputProps('pais')}
            value={pais}
            onChange={(value) => {
              form.setFieldValue('pais', value);
              form.setFieldValue('zona', null);
              form.clearFieldError('pais');
            }}
            nothingFoundMessage={MESSAGES.noResults}
            leftSection={<IconWorld size={16} aria-hidden />}
            allowDeselect={false}
            searchable
            comboboxProps={{ withinPortal: true }}
            required
          />
          <Select
            label="Zona"
            placeholder={pais ? 'Elija una zona' : 'Primero elija el país'}
            data={zoneOptions(destinos, pais)}
            {...form.getInputProps('zona')}
            disabled={!pais}
            nothingFoundMessage={MESSAGES.noResults}
            leftSection={<IconMapPin size={16} aria-hidden />}
            allowDeselect={false}
            searchable
            comboboxProps={{ withinPortal: true }}
            required
          />
          <IsoDateRangeField
            label="Fechas de estadía"
            placeholder="Ingreso – Salida"
            minDate={today}
            maxDate={saleMaxDate(today)}
            {...form.getInputProps('fechas')}
            value={v.fechas}
            onChange={(fechas) => form.setFieldValue('fechas', fechas)}
            description={nightsText(v.fechas[0], v.fechas[1])}
          />
        </SimpleGrid>
        <SearchSubmit loading={searching} />
      </Stack>
    </SearchFormFrame>
  );
}
