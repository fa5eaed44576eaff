import { Badge, Grid, Group, Select } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { TCitiesZonesResponse } from '@portal/domain/catalogue/cities-zones';
import { MESSAGES } from '@portal/domain/messages';
import { hotelCategoryLabel } from '@portal/domain/small-rules';
import { IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useHotelAvailSearching } from '../api/search-hotel-avail';
import { searchFormSchema, type SearchFormValues } from '../model/search-request';
import type { SearchKind } from '../model/search-store';
import { DestinationSelect } from './destination-select';
import { focusFirstError } from '@/shared/forms/focus-first-error';
import { SearchFormFrame } from '@/shared/forms/search-form-frame';
import { SearchButton } from '@/shared/forms/search-submit';
import { RoomingSelector } from '@/shared/hotels/rooming-selector';
import { StayRangeInput } from '@/shared/hotels/stay-range-input';

const CATEGORIES = [
  { value: '0', label: MESSAGES.showAll },
  ...[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: hotelCategoryLabel(n) })),
];

type SearchFormProps = {
  kind: SearchKind;
  initial: SearchFormValues;
  initialLabel: string;
  catalogue: TCitiesZonesResponse | undefined;
  catalogueLoading: boolean;
  today: string;
  isAgenteAS: boolean;
  onSearch: (values: SearchFormValues, destinoLabel: string) => void;
};

/**
 * 'Buscar', busy while a hotel search is under way: it follows the search itself, so the form
 * around it does not render again when the answer comes (issue 34, item 2: on a phone that was
 * part of the render that shows the first cards).
 */
function AvailSearchButton({ fullWidth }: { fullWidth: boolean }) {
  return <SearchButton loading={useHotelAvailSearching()} fullWidth={fullWidth} />;
}

/** spec §2 hotelesNew search box; the Orlando page fixes destination, supplier and category. */
export function SearchForm(props: SearchFormProps) {
  const { kind, catalogue, today, isAgenteAS } = props;
  const form = useForm<SearchFormValues>({
    initialValues: props.initial,
    validate: schemaResolver(searchFormSchema({ today, isAgenteAS, kind }), { sync: true }),
  });
  const [label, setLabel] = useState(props.initialLabel);
  const values = form.getValues();

  const main = kind === 'main';
  return (
    <SearchFormFrame onSubmit={form.onSubmit((v) => props.onSearch(v, label), focusFirstError(form))} p="md">
      {!main && (
        <Group gap="xs" mb="sm">
          <Badge size="lg" variant="light" tt="none">
            Orlando, Florida
          </Badge>
          <Badge
            size="lg"
            variant="default"
            tt="none"
            leftSection={<IconStarFilled size={12} color="var(--mantine-color-yellow-6)" aria-hidden />}
          >
            5 estrellas
          </Badge>
        </Group>
      )}
      <Grid align="flex-start" gap="sm">
        {main && (
          <Grid.Col span={{ base: 12, md: 4 }}>
            <DestinationSelect
              catalogue={catalogue}
              loading={props.catalogueLoading}
              {...form.getInputProps('destino')}
              value={values.destino}
              onChange={(destino, text) => {
                form.setFieldValue('destino', destino);
                setLabel(text);
              }}
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: 6, md: main ? 3 : 5 }}>
          <StayRangeInput
            {...form.getInputProps('stayRange')}
            value={values.stayRange}
            today={today}
            isAgenteAS={isAgenteAS}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: main ? 3 : 5 }}>
          <RoomingSelector {...form.getInputProps('rooming')} value={values.rooming} />
        </Grid.Col>
        {main && (
          <Grid.Col span={{ base: 12, sm: 6, md: 2 }}>
            <Select
              label="Categoría"
              data={CATEGORIES}
              value={String(values.categoriaHotel)}
              onChange={(v) => form.setFieldValue('categoriaHotel', Number(v ?? 0))}
              allowDeselect={false}
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: main ? 6 : 12, md: main ? 12 : 2 }}>
          <Group justify="flex-end" mt={{ base: 0, md: main ? 0 : 25 }}>
            <AvailSearchButton fullWidth={!main} />
          </Group>
        </Grid.Col>
      </Grid>
    </SearchFormFrame>
  );
}
