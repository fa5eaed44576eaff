import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/dates/styles.layer.css';
import { Button, Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { agencyToday } from '@portal/domain/dates';
import { ticketCalendarMinDate } from '@portal/domain/dates-calendar';
import { MESSAGES } from '@portal/domain/messages';
import { checkTicketCounts } from '@portal/domain/occupancy';
import { parkDayOptions } from '@portal/domain/tickets/parks';
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { isCompleteSearch, type TCompleteSearch, type TTicketSearch } from '../model/search-params';
import { ParkSelector } from './park-selector';

type Errors = Partial<Record<'adults' | 'minors' | 'days' | 'fecha', string>>;
const COUNTS = Array.from({ length: 11 }, (_, i) => String(i));

type Props = {
  initial: TTicketSearch;
  onSearch: (search: TCompleteSearch) => void;
  onParkChange?: (search: TTicketSearch) => void;
  loading?: boolean;
};

/** spec §2 ticket search: park, adults over 10, minors 3–9, days by park, entry date. */
export function TicketSearchForm({ initial, onSearch, onParkChange, loading }: Props) {
  const [s, setS] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const today = agencyToday(new Date());
  const dayOptions = parkDayOptions(s.park).map(String);
  const set = (patch: Partial<TTicketSearch>) => setS((prev) => ({ ...prev, ...patch }));

  const changePark = (park: TTicketSearch['park']) => {
    const days = parkDayOptions(park);
    const next = { ...s, park, days: days.length ? Math.min(Math.max(s.days, 1), days.length) : 0 };
    setS(next);
    setErrors({});
    onParkChange?.(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const counts = checkTicketCounts({
      park: s.park,
      adults: s.adults,
      minors: s.minors,
      days: dayOptions.length ? s.days : null,
    });
    const next: Errors = {};
    if (!counts.ok)
      next[counts.field === 'durationDays' ? 'days' : counts.field === 'minors' ? 'minors' : 'adults'] =
        counts.message;
    if (!s.fecha) next.fecha = MESSAGES.ticketEntryDateRequired;
    else if (s.fecha < today) next.fecha = MESSAGES.dateBeforeToday;
    setErrors(next);
    if (Object.keys(next).length === 0 && isCompleteSearch(s)) onSearch(s);
  };

  return (
    <Paper component="form" withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} onSubmit={submit} noValidate>
      <Stack gap="md">
        <ParkSelector value={s.park} onChange={changePark} />
        <SimpleGrid cols={{ base: 2, sm: dayOptions.length ? 4 : 3 }} spacing="sm">
          <Select
            label="Adultos (mayores de 10 años)"
            data={COUNTS}
            value={String(s.adults)}
            onChange={(v) => set({ adults: Number(v ?? 0) })}
            error={errors.adults}
            allowDeselect={false}
          />
          <Select
            label="Menores (3 a 9 años)"
            data={COUNTS}
            value={String(s.minors)}
            onChange={(v) => set({ minors: Number(v ?? 0) })}
            error={errors.minors}
            allowDeselect={false}
          />
          {dayOptions.length > 0 && (
            <Select
              label="Días"
              data={dayOptions}
              value={String(s.days)}
              onChange={(v) => set({ days: Number(v ?? 1) })}
              error={errors.days}
              allowDeselect={false}
            />
          )}
          <DatePickerInput
            label="Fecha de entrada"
            placeholder="AAAA-MM-DD"
            valueFormat="YYYY-MM-DD"
            minDate={ticketCalendarMinDate({ today })}
            value={s.fecha}
            onChange={(v) => set({ fecha: v ? v.slice(0, 10) : null })}
            leftSection={<IconCalendar size={16} aria-hidden />}
            error={errors.fecha}
            required
          />
        </SimpleGrid>
        <Button
          type="submit"
          leftSection={<IconSearch size={16} aria-hidden />}
          loading={loading}
          w={{ sm: 200 }}
        >
          Buscar
        </Button>
      </Stack>
    </Paper>
  );
}
