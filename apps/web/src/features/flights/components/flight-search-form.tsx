import { Button, Group, Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { addDays } from '@portal/domain/dates';
import { calendarMinDate, saleMaxDate } from '@portal/domain/dates-calendar';
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import { useFlightDestinations } from '../api/get-flight-destinations';
import { makeFlightSearchSchema, type TFlightFormValues } from '../model/search-form';
import type { TCompleteFlightSearch, TFlightSearch } from '../model/search-params';
import { DestinationSelect } from './destination-select';
import { QuotaMenu } from './quota-menu';
import { DATE_ARIA_LABELS } from '@/shared/date-aria-labels';

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

  const focusFirstError = (errors: FormErrors) => {
    const [field] = Object.keys(errors);
    if (field) form.getInputNode(field)?.focus();
  };
  const submit = (values: TFlightFormValues) =>
    onSearch({ ...values, destino: values.destino!, salida: values.salida!, regreso: values.regreso! });
  const date = (path: 'salida' | 'regreso') => ({
    ...form.getInputProps(path),
    onChange: (value: string | null) => form.setFieldValue(path, value ? value.slice(0, 10) : null),
    valueFormat: 'DD/MM/YYYY',
    placeholder: 'DD/MM/AAAA',
    leftSection: <IconCalendar size={16} aria-hidden />,
    ariaLabels: DATE_ARIA_LABELS,
    required: true,
    clearable: true,
    clearButtonProps: { 'aria-label': 'Borrar fecha' },
  });

  return (
    <Paper
      component="form"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      onSubmit={form.onSubmit(submit, focusFirstError)}
      noValidate
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" style={{ alignItems: 'start' }}>
          <DestinationSelect
            destinations={destinations.data}
            loading={destinations.isPending}
            {...form.getInputProps('destino')}
          />
          <DatePickerInput label="Fecha de salida" minDate={first} maxDate={last} {...date('salida')} />
          <DatePickerInput
            label="Fecha de regreso"
            minDate={addDays(v.salida && v.salida >= first ? v.salida : first, 1)}
            maxDate={addDays(last, 60)}
            {...date('regreso')}
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
        <Group justify="space-between" gap="sm">
          <QuotaMenu />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} miw={160}>
            Buscar
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
