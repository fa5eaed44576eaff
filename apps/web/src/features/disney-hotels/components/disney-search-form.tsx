import { Grid, Input, SegmentedControl, Select } from '@mantine/core';
import { DISNEY_HOTEL_CATEGORIES, type TDisneyHotelCategory } from '@portal/domain/hotels/multi-hotel-dispo';
import { IconCalendarEvent } from '@tabler/icons-react';
import { IsoDateField } from '@/shared/forms/date-field';
import { HotelSearchFormFrame, useHotelSearchForm } from '@/shared/hotels/hotel-search-form';
import { StayRangeInput } from '@/shared/hotels/stay-range-input';
import { makeDisneySearchSchema, type TDisneyFormValues } from '../model/search-form';
import {
  DISNEY_DESTINATIONS,
  type TCompleteDisneySearch,
  type TDisneyDestination,
  type TDisneySearch,
} from '../model/search-params';
import { DisneyOccupancyInput } from './disney-occupancy-input';

const ALL = 'todas';
const CATEGORY_LABELS: Record<TDisneyHotelCategory, string> = {
  ECONOMICO: 'Económico',
  MODERADO: 'Moderado',
  LUJO: 'Lujo',
  'VILLA DE LUJO': 'Villa de lujo',
  CAMPING: 'Camping',
};
const CATEGORIES = [
  { value: ALL, label: 'Todas' },
  ...DISNEY_HOTEL_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] })),
];
const DESTINATIONS = Object.entries(DISNEY_DESTINATIONS).map(([value, label]) => ({ value, label }));

type Props = {
  initial: TDisneySearch;
  today: string;
  isAgenteAS: boolean;
  onDestinoChange: (destino: TDisneyDestination) => void;
  onSearch: (search: TCompleteDisneySearch) => void;
};

const valuesOf = (s: TDisneySearch): TDisneyFormValues => ({
  destino: s.destino,
  categoria: s.categoria ?? ALL,
  stayRange: { checkin: s.checkin, checkout: s.checkout },
  room: { adults: s.adults, childAges: s.childAges },
  rooms: s.rooms,
  ticketEntryDate: s.ticketEntryDate,
});

/** spec §2 Disney hotel search: destination, category, stay, occupancy and the ticket's entry date. */
export function DisneySearchForm({ initial, today, isAgenteAS, onDestinoChange, onSearch }: Props) {
  const form = useHotelSearchForm(valuesOf(initial), makeDisneySearchSchema({ today, isAgenteAS }));
  const v = form.getValues();
  const { checkin, checkout } = v.stayRange;
  const submit = (values: TDisneyFormValues) =>
    onSearch({
      destino: values.destino,
      categoria: values.categoria === ALL ? null : (values.categoria as TDisneyHotelCategory),
      checkin: values.stayRange.checkin!,
      checkout: values.stayRange.checkout!,
      adults: values.room.adults,
      childAges: values.room.childAges,
      rooms: values.rooms,
      ticketEntryDate: values.ticketEntryDate,
    });

  return (
    <HotelSearchFormFrame form={form} onSearch={submit} submitSpan={12}>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Input.Wrapper label="Destino" id="disney-destino">
          <SegmentedControl
            fullWidth
            data={DESTINATIONS}
            value={v.destino}
            aria-labelledby="disney-destino-label"
            onChange={(value) => {
              form.setFieldValue('destino', value as TDisneyDestination);
              onDestinoChange(value as TDisneyDestination);
            }}
          />
        </Input.Wrapper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Select
          label="Categoría"
          data={CATEGORIES}
          allowDeselect={false}
          {...form.getInputProps('categoria')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
        <StayRangeInput
          {...form.getInputProps('stayRange')}
          value={v.stayRange}
          onChange={(stay) => {
            form.setFieldValue('stayRange', stay);
            const entry = form.getValues().ticketEntryDate;
            if (entry && (!stay.checkin || !stay.checkout || entry < stay.checkin || entry > stay.checkout))
              form.setFieldValue('ticketEntryDate', null);
          }}
          today={today}
          isAgenteAS={isAgenteAS}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
        <DisneyOccupancyInput
          room={v.room}
          rooms={v.rooms}
          error={form.errors.room as string | undefined}
          data-path="room"
          onChange={({ room, rooms }) => form.setValues({ room, rooms })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <IsoDateField
          label="Establece la fecha de entrada del ticket"
          description="Opcional: solo para tarifas con ticket; si no, el día de entrada"
          placeholder="Fecha de entrada"
          clearable
          clearButtonProps={{ 'aria-label': 'Borrar fecha de entrada' }}
          leftSection={<IconCalendarEvent size={16} aria-hidden />}
          disabled={!checkin || !checkout}
          minDate={checkin ?? undefined}
          maxDate={checkout ?? undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('ticketEntryDate')}
        />
      </Grid.Col>
    </HotelSearchFormFrame>
  );
}
