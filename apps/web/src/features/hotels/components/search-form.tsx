import { Badge, Button, Grid, Group, Paper, Select } from '@mantine/core';
import type { TCitiesZonesResponse } from '@portal/domain/catalogue/cities-zones';
import { MESSAGES } from '@portal/domain/messages';
import { hotelCategoryLabel } from '@portal/domain/small-rules';
import { IconSearch, IconStarFilled } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { validateSearch, type SearchErrors, type SearchFormValues } from '../model/search-request';
import type { SearchKind } from '../model/search-store';
import { DestinationSelect } from './destination-select';
import { RoomingSelector } from './rooming-selector';
import { StayRangeInput } from './stay-range-input';

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
  searching: boolean;
  onSearch: (values: SearchFormValues, destinoLabel: string) => void;
};

/** spec §2 hotelesNew search box; the Orlando page fixes destination, supplier and category. */
export function SearchForm(props: SearchFormProps) {
  const { kind, catalogue, today, isAgenteAS } = props;
  const [values, setValues] = useState(props.initial);
  const [label, setLabel] = useState(props.initialLabel);
  const [errors, setErrors] = useState<SearchErrors>({});
  const set = (patch: Partial<SearchFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSearch(values, { today, isAgenteAS, kind });
    setErrors(found);
    if (Object.keys(found).length === 0) props.onSearch(values, label);
  };

  const main = kind === 'main';
  return (
    <Paper component="form" onSubmit={submit} withBorder p="md" radius="md" noValidate>
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
              value={values.destino}
              onChange={(destino, text) => {
                set({ destino });
                setLabel(text);
              }}
              error={errors.destino}
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: 6, md: main ? 3 : 5 }}>
          <StayRangeInput
            value={values.range}
            onChange={(range) => set({ range })}
            today={today}
            isAgenteAS={isAgenteAS}
            error={errors.range}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: main ? 3 : 5 }}>
          <RoomingSelector
            value={values.rooming}
            onChange={(rooming) => set({ rooming })}
            error={errors.rooming}
          />
        </Grid.Col>
        {main && (
          <Grid.Col span={{ base: 12, sm: 6, md: 2 }}>
            <Select
              label="Categoría"
              data={CATEGORIES}
              value={String(values.categoria)}
              onChange={(v) => set({ categoria: Number(v ?? 0) })}
              allowDeselect={false}
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: main ? 6 : 12, md: main ? 12 : 2 }}>
          <Group justify="flex-end" mt={{ base: 0, md: main ? 0 : 25 }}>
            <Button
              type="submit"
              leftSection={<IconSearch size={16} aria-hidden />}
              loading={props.searching}
              fullWidth={!main}
              miw={160}
            >
              Buscar
            </Button>
          </Group>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
