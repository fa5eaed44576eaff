import { Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { calendarMinDate, saleMaxDate, TIME_SLOTS } from '@portal/domain/dates-calendar';
import { addDays } from '@portal/domain/dates';
import { IconClock } from '@tabler/icons-react';
import { RESIDENCE_COUNTRIES } from '../model/countries';
import { hoursText, officeClosedError } from '../model/office-hours';
import {
  formValuesOf,
  makeCarSearchSchema,
  returnOffice,
  searchOfValues,
  type TCarFormValues,
  type TPickedOffice,
} from '../model/search-form';
import { DRIVER_AGE, type TCarSearch, type TCompleteCarSearch } from '../model/search-params';
import { IsoDateField } from '@/shared/forms/date-field';
import { focusFirstError } from '@/shared/forms/focus-first-error';
import { SearchFormFrame } from '@/shared/forms/search-form-frame';
import { SearchSubmit } from '@/shared/forms/search-submit';
import { BoundedNumberInput } from '@/shared/bounded-number-input';
import { LocationSelect } from './location-select';

type Props = {
  initial: TCarSearch;
  today: string;
  isAgenteAS: boolean;
  onSearch: (search: TCompleteCarSearch) => void;
};

const hoursOf = (office: TPickedOffice | null, date: string | null, today: string) =>
  office?.hours ? hoursText(office.hours, date ?? today) : undefined;

/** spec §2 index-autos: offices of one brand, pick-up and return date and time, driver, Buscar. */
export function CarSearchForm({ initial, today, isAgenteAS, onSearch }: Props) {
  const form = useForm<TCarFormValues>({
    initialValues: formValuesOf(initial),
    validate: schemaResolver(makeCarSearchSchema({ today, isAgenteAS }), { sync: true }),
  });
  const v = form.getValues();
  const first = calendarMinDate({ today, isAgenteAS }); // spec §5, §6
  const dropoff = returnOffice(v);
  const date = (path: 'checkin' | 'checkout', label: string, minDate: string) => (
    <IsoDateField
      label={label}
      minDate={minDate}
      maxDate={addDays(saleMaxDate(today), path === 'checkout' ? 60 : 0)}
      {...form.getInputProps(path)}
      required
      clearable
    />
  );
  const time = (
    path: 'horaIn' | 'horaOut',
    label: string,
    office: TPickedOffice | null,
    day: string | null,
  ) => (
    <Select
      label={label}
      data={TIME_SLOTS as string[]}
      {...form.getInputProps(path)}
      error={form.errors[path] ?? officeClosedError(office?.hours, day, v[path])}
      allowDeselect={false}
      leftSection={<IconClock size={16} aria-hidden />}
      comboboxProps={{ withinPortal: true }}
    />
  );

  return (
    <SearchFormFrame
      onSubmit={form.onSubmit((values) => onSearch(searchOfValues(values)), focusFirstError(form))}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ alignItems: 'start' }}>
          <LocationSelect
            label="Lugar de retiro"
            value={v.pickup}
            description={hoursOf(v.pickup, v.checkin, today)}
            onChange={(office) => {
              form.setFieldValue('pickup', office);
              if (office && v.dropoff && v.dropoff.brand !== office.brand)
                form.setFieldValue('dropoff', null);
            }}
            error={form.errors.pickup as string | undefined}
          />
          {v.sameOffice ? null : (
            <LocationSelect
              key={v.pickup?.brand ?? 'none'}
              label="Lugar de devolución"
              brand={v.pickup?.brand}
              value={v.dropoff}
              description={hoursOf(v.dropoff, v.checkout, today)}
              onChange={(office) => form.setFieldValue('dropoff', office)}
              error={form.errors.dropoff as string | undefined}
            />
          )}
        </SimpleGrid>
        <Switch
          label="Devolver en la misma oficina"
          {...form.getInputProps('sameOffice', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" style={{ alignItems: 'start' }}>
          {date('checkin', 'Fecha de retiro', first)}
          {time('horaIn', 'Hora de retiro', v.pickup, v.checkin)}
          {date('checkout', 'Fecha de devolución', v.checkin && v.checkin >= first ? v.checkin : first)}
          {time('horaOut', 'Hora de devolución', dropoff, v.checkout)}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" style={{ alignItems: 'start' }}>
          <BoundedNumberInput
            label="Edad del conductor"
            min={DRIVER_AGE.min}
            max={DRIVER_AGE.max}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('edad')}
            onChange={(value) => form.setFieldValue('edad', Number(value) || 0)}
          />
          <Select
            label="País de residencia"
            data={RESIDENCE_COUNTRIES as unknown as { value: string; label: string }[]}
            searchable
            allowDeselect={false}
            {...form.getInputProps('residencia')}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <SearchSubmit />
      </Stack>
    </SearchFormFrame>
  );
}
