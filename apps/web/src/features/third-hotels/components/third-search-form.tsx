import { Autocomplete, Grid, Select } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import { hotelCategoryLabel } from '@portal/domain/small-rules';
import { IconMapPin } from '@tabler/icons-react';
import { HotelSearchFormFrame, useHotelSearchForm } from '@/shared/hotels/hotel-search-form';
import { RoomingSelector } from '@/shared/hotels/rooming-selector';
import { StayRangeInput } from '@/shared/hotels/stay-range-input';
import { DESTINATION_OPTIONS, matchDestination } from '../model/destinations';
import { makeThirdSearchSchema, type TThirdFormValues } from '../model/search-form';
import type { TCompleteThirdSearch, TThirdSearch } from '../model/third-search-params';

const STARS = [
  { value: '0', label: MESSAGES.showAll },
  ...[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: hotelCategoryLabel(n) })),
];
const SUGGESTIONS = DESTINATION_OPTIONS.map((d) => d.label);

type Props = {
  initial: TThirdSearch;
  today: string;
  isAgenteAS: boolean;
  onSearch: (search: TCompleteThirdSearch) => void;
};

/** spec §2 third-provider hotel search: destination text, stars 1–5, stay and rooming. */
export function ThirdSearchForm({ initial, today, isAgenteAS, onSearch }: Props) {
  const form = useHotelSearchForm<TThirdFormValues>(
    {
      destino: initial.destino,
      stayRange: { checkin: initial.checkin, checkout: initial.checkout },
      rooming: initial.rooms,
      stars: initial.stars,
    },
    makeThirdSearchSchema({ today, isAgenteAS }),
  );
  const v = form.getValues();
  const submit = (values: TThirdFormValues) => {
    const city = matchDestination(values.destino)!;
    onSearch({
      destino: city.label,
      iata: city.iata,
      checkin: values.stayRange.checkin!,
      checkout: values.stayRange.checkout!,
      rooms: values.rooming,
      stars: values.stars,
    });
  };

  return (
    <HotelSearchFormFrame form={form} onSearch={submit} submitSpan={{ base: 12, sm: 6, md: 12 }}>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Autocomplete
          label="Destino"
          placeholder="Ciudad, por ejemplo Cancún"
          data={SUGGESTIONS}
          leftSection={<IconMapPin size={16} aria-hidden />}
          required
          limit={8}
          {...form.getInputProps('destino')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <StayRangeInput
          {...form.getInputProps('stayRange')}
          value={v.stayRange}
          today={today}
          isAgenteAS={isAgenteAS}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <RoomingSelector {...form.getInputProps('rooming')} value={v.rooming} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 2 }}>
        <Select
          label="Categoría"
          data={STARS}
          value={String(v.stars)}
          onChange={(value) => form.setFieldValue('stars', Number(value ?? 0))}
          allowDeselect={false}
        />
      </Grid.Col>
    </HotelSearchFormFrame>
  );
}
