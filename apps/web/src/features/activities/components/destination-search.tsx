import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TUtilityDestination } from '@portal/domain/activities/static-data';
import { MESSAGES } from '@portal/domain/messages';
import { IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { canSearchDestinations, DESTINATION_MIN_CHARS, useDestinations } from '../api/search-destinations';
import { destinationText, type TDestinationRef } from '../model/search-params';

type Props = {
  value: TDestinationRef | null;
  onChange: (destination: TDestinationRef | null) => void;
  error?: string;
  label?: string;
};

const refOf = (d: TUtilityDestination): TDestinationRef => ({
  code: d.destinationCode,
  name: d.destinationName,
  country: d.countryName,
});
const HINT = `Escriba al menos ${DESTINATION_MIN_CHARS} letras de la ciudad`;

/**
 * spec §2, §5: the destination searched as the agent types (static-data/destinations, from 3
 * characters, debounced); a selection is required. 'No se encontraron resultados' when none
 * matches, 'Ocurrió un error al buscar destino' when the search fails.
 */
export function DestinationSearch({ value, onChange, error, label = 'Destino' }: Props) {
  const [search, setSearch] = useState(value ? destinationText(value) : '');
  const [debounced] = useDebouncedValue(search, 400);
  // Once a destination is chosen its name fills the box: no need to search it again.
  const term = value && debounced === destinationText(value) ? '' : debounced;
  const found = useDestinations(term);
  const list = found.data ?? [];
  const data = list.map((d) => ({ value: d.destinationCode, label: destinationText(refOf(d)) }));
  if (value && !list.some((d) => d.destinationCode === value.code))
    data.unshift({ value: value.code, label: destinationText(value) });
  const waiting = search !== debounced || found.isFetching;
  const nothingFound = !canSearchDestinations(search)
    ? HINT
    : waiting
      ? MESSAGES.loading
      : found.isError
        ? found.error.message
        : MESSAGES.noResults;

  return (
    <Select
      label={label}
      placeholder="Ciudad de destino"
      description={HINT}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      searchable
      clearable
      required
      data={data}
      value={value?.code ?? null}
      onChange={(code) => {
        const picked = list.find((d) => d.destinationCode === code);
        onChange(picked ? refOf(picked) : code && code === value?.code ? value : null);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={nothingFound}
      leftSection={<IconMapPin size={16} aria-hidden />}
      rightSection={
        waiting && canSearchDestinations(search) ? <Loader size="xs" aria-label="Buscando" /> : undefined
      }
      error={error ?? (found.isError && !waiting ? found.error.message : undefined)}
      comboboxProps={{ withinPortal: true }}
      data-path="destino"
    />
  );
}
