import { Fieldset, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ASSISTANCE_DESTINATIONS } from '@portal/domain/assistance/quote-assistance';
import { assistanceTripDays, ASSISTANCE_LIMITS } from '@portal/domain/occupancy';
import { IconMapPin, IconUsers } from '@tabler/icons-react';
import {
  formValuesOf,
  makeAssistanceSearchSchema,
  searchOfValues,
  type TAssistanceFormValues,
} from '../model/search-form';
import {
  resizeAges,
  type TAssistanceDestination,
  type TAssistanceSearch,
  type TCompleteAssistanceSearch,
} from '../model/search-params';
import { IsoDateRangeField } from '@/shared/forms/date-range-field';
import { focusFirstError } from '@/shared/forms/focus-first-error';
import { SearchFormFrame } from '@/shared/forms/search-form-frame';
import { SearchSubmit } from '@/shared/forms/search-submit';

type Props = {
  initial: TAssistanceSearch;
  today: string;
  onSearch: (search: TCompleteAssistanceSearch) => void;
};

const { passengers: PAX, age: AGE } = ASSISTANCE_LIMITS;
const COUNTS = Array.from({ length: PAX.max - PAX.min + 1 }, (_, i) => String(PAX.min + i));
const DESTINATIONS = ASSISTANCE_DESTINATIONS.map((d) => ({ value: d.code, label: d.label }));

const daysText = (from: string | null, to: string | null) => {
  if (!from || !to || to <= from) return undefined;
  const days = assistanceTripDays(from, to);
  return `${days} ${days === 1 ? 'día' : 'días'} de viaje`;
};

/** spec §2 Assistance search: passengers 1-10, destination, departure–return, one age each, Buscar. */
export function AssistanceSearchForm({ initial, today, onSearch }: Props) {
  const form = useForm<TAssistanceFormValues>({
    initialValues: formValuesOf(initial),
    validate: schemaResolver(makeAssistanceSearchSchema({ today }), { sync: true }),
  });
  const v = form.getValues();
  const [salida, regreso] = v.fechas;

  const setCount = (value: string | null) => {
    const n = Number(value ?? PAX.min);
    form.setFieldValue('pasajeros', n);
    form.setFieldValue('edades', resizeAges(form.getValues().edades, n));
  };

  return (
    <SearchFormFrame
      onSubmit={form.onSubmit((values) => onSearch(searchOfValues(values)), focusFirstError(form))}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" style={{ alignItems: 'start' }}>
          <Select
            label="Destino"
            placeholder="Elija la región del viaje"
            data={DESTINATIONS}
            {...form.getInputProps('destino')}
            onChange={(value) => form.setFieldValue('destino', value as TAssistanceDestination | null)}
            leftSection={<IconMapPin size={16} aria-hidden />}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            required
          />
          <IsoDateRangeField
            label="Fechas del viaje"
            placeholder="Salida – Regreso"
            minDate={today}
            {...form.getInputProps('fechas')}
            value={v.fechas}
            onChange={(fechas) => form.setFieldValue('fechas', fechas)}
            description={daysText(salida, regreso)}
          />
          <Select
            label="Pasajeros"
            data={COUNTS}
            {...form.getInputProps('pasajeros')}
            value={String(v.pasajeros)}
            onChange={setCount}
            leftSection={<IconUsers size={16} aria-hidden />}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <Fieldset legend="Edad de cada pasajero al inicio del viaje" variant="filled">
          <SimpleGrid cols={{ base: 2, xs: 3, sm: 5 }} spacing="sm" style={{ alignItems: 'start' }}>
            {v.edades.map((age, i) => (
              <NumberInput
                key={i}
                label={`Pasajero ${i + 1}`}
                placeholder="Edad"
                min={AGE.min}
                max={AGE.max}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                {...form.getInputProps(`edades.${i}`)}
                value={age ?? ''}
                onChange={(value) => form.setFieldValue(`edades.${i}`, value === '' ? null : Number(value))}
                rightSection="años"
                rightSectionWidth={48}
                rightSectionPointerEvents="none"
                inputMode="numeric"
                required
              />
            ))}
          </SimpleGrid>
        </Fieldset>
        <SearchSubmit />
      </Stack>
    </SearchFormFrame>
  );
}
