import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/dates/styles.layer.css';
import { Select, SimpleGrid, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { agencyToday } from '@portal/domain/dates';
import { ticketCalendarMinDate } from '@portal/domain/dates-calendar';
import { parkDayOptions } from '@portal/domain/tickets/parks';
import { saleMaxDate } from '@portal/domain/dates-calendar';
import { makeTicketSearchFormSchema, type TTicketSearchForm } from '@portal/domain/tickets/search-tickets';
import { IsoDateField } from '@/shared/forms/date-field';
import { focusFirstError } from '@/shared/forms/focus-first-error';
import { SearchFormFrame } from '@/shared/forms/search-form-frame';
import { SearchButton } from '@/shared/forms/search-submit';
import { isCompleteSearch, type TCompleteSearch, type TTicketSearch } from '../model/search-params';
import { ParkSelector } from './park-selector';

const COUNTS = Array.from({ length: 11 }, (_, i) => String(i));

type Props = {
  initial: TTicketSearch;
  onSearch: (search: TCompleteSearch) => void;
  onParkChange?: (search: TTicketSearch) => void;
  loading?: boolean;
};

const toSearch = ({ durationDays, fecha, ...rest }: TTicketSearchForm): TTicketSearch => ({
  ...rest,
  days: durationDays ?? 0,
  fecha: fecha ?? null,
});

/** spec §2 ticket search: park, adults over 10, minors 3–9, days by park, entry date on sale. */
export function TicketSearchForm({ initial, onSearch, onParkChange, loading }: Props) {
  const today = agencyToday(new Date());
  const { days, ...rest } = initial;
  const form = useForm<TTicketSearchForm>({
    initialValues: { ...rest, durationDays: days },
    validate: schemaResolver(makeTicketSearchFormSchema({ today }), { sync: true }),
  });
  const values = form.getValues();
  const dayOptions = parkDayOptions(values.park).map(String);

  const changePark = (park: TTicketSearch['park']) => {
    const options = parkDayOptions(park);
    const current = values.durationDays ?? 1;
    const durationDays = options.length ? Math.min(Math.max(current, 1), options.length) : 0;
    form.setValues({ park, durationDays });
    form.clearErrors();
    onParkChange?.(toSearch({ ...values, park, durationDays }));
  };

  const countSelect = (path: 'adults' | 'minors' | 'durationDays') => ({
    ...form.getInputProps(path),
    value: String(values[path] ?? ''),
    onChange: (v: string | null) => form.setFieldValue(path, Number(v ?? 0)),
    allowDeselect: false,
  });

  const submit = (v: TTicketSearchForm) => {
    const search = toSearch(v);
    if (isCompleteSearch(search)) onSearch(search);
  };

  return (
    <SearchFormFrame onSubmit={form.onSubmit(submit, focusFirstError(form))}>
      <Stack gap="md">
        <ParkSelector value={values.park} onChange={changePark} />
        {/* fields aligned at their bottom: a label that wraps ('Adultos (mayores de 10 años)') keeps its field in line */}
        <SimpleGrid
          cols={{ base: 2, sm: dayOptions.length ? 4 : 3 }}
          spacing="sm"
          style={{ alignItems: 'end' }}
        >
          <Select label="Adultos (mayores de 10 años)" data={COUNTS} {...countSelect('adults')} />
          <Select label="Menores (3 a 9 años)" data={COUNTS} {...countSelect('minors')} />
          {dayOptions.length > 0 && (
            <Select label="Días" data={dayOptions} {...countSelect('durationDays')} />
          )}
          <IsoDateField
            label="Fecha de entrada"
            placeholder="AAAA-MM-DD"
            valueFormat="YYYY-MM-DD"
            // only the days the search routes sell: from today to the 18-month horizon
            minDate={ticketCalendarMinDate({ today })}
            maxDate={saleMaxDate(today)}
            {...form.getInputProps('fecha')}
            required
          />
        </SimpleGrid>
        <SearchButton loading={loading} w={{ sm: 200 }} />
      </Stack>
    </SearchFormFrame>
  );
}
