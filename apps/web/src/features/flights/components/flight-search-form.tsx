import { Select, SimpleGrid, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { addDays } from '@portal/domain/dates';
import { calendarMinDate, saleMaxDate } from '@portal/domain/dates-calendar';
import { useFlightDestinations } from '../api/get-flight-destinations';
import { makeFlightSearchSchema, type TFlightFormValues } from '../model/search-form';
import type { TCompleteFlightSearch, TFlightSearch } from '../model/search-params';
import { DestinationSelect } from './destination-select';
import { QuotaMenu } from './quota-menu';
import { IsoDateField } from '@/shared/forms/date-field';
import { focusFirstError } from '@/shared/forms/focus-first-error';
import { SearchFormFrame } from '@/shared/forms/search-form-frame';
import { SearchSubmit } from '@/shared/forms/search-submit';

const ADULTS = Array.from({ length: 11 }, (_, i) => String(i));
type Props = {
  initial: TFlightSearch;
  today: string;
  isAgenteAS: boolean;
  onSearch: (search: TCompleteFlightSearch) => void;
};

/** spec §2 flight search: destination with quota, departure and return, adults 0–10, Buscar. */
export function FlightSearchForm({ initial, today, isAgenteAS, onSearch }: Props) {
  const destinations = useFlightDestinations();
  const form = useForm<TFlightFormValues>({
    initialValues: { ...initial },
    validate: schemaResolver(makeFlightSearchSchema({ today, isAgenteAS }), { sync: true }),
  });
  const v = form.getValues();
  // spec §5, §6: non-AS users from today + 9, AS agents from today
  const first = calendarMinDate({ today, isAgenteAS });
  const last = saleMaxDate(today);
  const submit = (values: TFlightFormValues) =>
    onSearch({ ...values, destino: values.destino!, salida: values.salida!, regreso: values.regreso! });

  return (
    <SearchFormFrame onSubmit={form.onSubmit(submit, focusFirstError(form))}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" style={{ alignItems: 'start' }}>
          <DestinationSelect
            destinations={destinations.data}
            loading={destinations.isPending}
            {...form.getInputProps('destino')}
          />
          <IsoDateField
            label="Fecha de salida"
            minDate={first}
            maxDate={last}
            {...form.getInputProps('salida')}
            required
            clearable
          />
          <IsoDateField
            label="Fecha de regreso"
            minDate={addDays(v.salida && v.salida >= first ? v.salida : first, 1)}
            maxDate={addDays(last, 60)}
            {...form.getInputProps('regreso')}
            required
            clearable
          />
          <Select
            label="Adultos (mayores de 10 años)"
            data={ADULTS}
            {...form.getInputProps('adultos')}
            value={String(v.adultos)}
            onChange={(value) => form.setFieldValue('adultos', Number(value ?? 0))}
            allowDeselect={false}
          />
        </SimpleGrid>
        <SearchSubmit aside={<QuotaMenu />} />
      </Stack>
    </SearchFormFrame>
  );
}
