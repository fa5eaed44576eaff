import { Group, Loader, Select, Text, type ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CAR_BRANDS, type TCarBrand, type TCarLocation } from '@portal/domain/cars/locations';
import { MESSAGES } from '@portal/domain/messages';
import { IconBuildingStore, IconMapPin, IconPlaneDeparture } from '@tabler/icons-react';
import { useState } from 'react';
import { canSearchLocations, useCarLocations } from '../api/search-locations';
import { pickedOffice, type TPickedOffice } from '../model/search-form';

const keyOf = (brand: string, codigo: string) => `${brand}:${codigo}`;
const AIRPORT = 'Aeropuerto';
/**
 * Both brands have an office at most airports ('Miami International Airport (MIA)' twice): the
 * brand leads every option and stays in the box once chosen, where a long name is cut at its
 * end (issue 29, item 17).
 */
const officeOptionLabel = (office: Pick<TPickedOffice, 'nombre' | 'brand'>) =>
  `${office.brand} · ${office.nombre}`;

type Props = {
  label: string;
  value: TPickedOffice | null;
  onChange: (office: TPickedOffice | null) => void;
  /** only this brand's offices (the return office follows the pick-up's) */
  brand?: TCarBrand;
  error?: string;
  description?: string;
};

/** spec §5: an office searched from 3 characters, both brands at once, grouped by brand. */
export function LocationSelect({ label, value, onChange, brand, error, description }: Props) {
  const [search, setSearch] = useState(value ? officeOptionLabel(value) : '');
  const [debounced] = useDebouncedValue(search, 400);
  // Once an office is chosen its name fills the box: no need to search it again.
  const term = value && debounced === officeOptionLabel(value) ? '' : debounced;
  const brands = useCarLocations(term, brand ? [brand] : CAR_BRANDS);
  const found = new Map<string, TCarLocation>();
  for (const b of brands) for (const l of b.locations) found.set(keyOf(l.brand, l.codigoLocalizacion), l);

  const groups = brands
    .filter((b) => b.locations.length > 0)
    .map((b) => ({
      group: b.brand,
      items: b.locations.map((l) => ({
        value: keyOf(l.brand, l.codigoLocalizacion),
        label: officeOptionLabel(pickedOffice(l)),
      })),
    }));
  const selectedKey = value ? keyOf(value.brand, value.codigo) : null;
  const data =
    value && selectedKey && !found.has(selectedKey)
      ? [{ group: value.brand, items: [{ value: selectedKey, label: officeOptionLabel(value) }] }, ...groups]
      : groups;
  const failed = brands.filter((b) => b.error).map((b) => `${b.brand}: ${b.error!.message}`);
  const waiting = search !== debounced || brands.some((b) => b.pending);
  const nothingFound = !canSearchLocations(search)
    ? MESSAGES.locationSearchMinChars
    : waiting
      ? MESSAGES.loading
      : failed.length
        ? failed.join(' · ')
        : MESSAGES.noResults;

  const renderOption = ({ option }: { option: ComboboxItem }) => {
    const l = found.get(option.value);
    return (
      <Group gap="xs" wrap="nowrap">
        {l?.esAeropuerto ? (
          <IconPlaneDeparture size={16} aria-label={AIRPORT} />
        ) : (
          <IconBuildingStore size={16} aria-hidden />
        )}
        <Text size="sm">{option.label}</Text>
      </Group>
    );
  };

  return (
    <div>
      <Select
        label={label}
        placeholder="Ciudad, aeropuerto u oficina"
        description={description ?? MESSAGES.locationSearchMinChars}
        searchable
        clearable
        required
        data={data}
        value={selectedKey}
        onChange={(key) => {
          const l = key ? found.get(key) : undefined;
          onChange(l ? pickedOffice(l) : key === selectedKey ? value : null);
        }}
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        nothingFoundMessage={nothingFound}
        renderOption={renderOption}
        leftSection={<IconMapPin size={16} aria-hidden />}
        rightSection={
          waiting && canSearchLocations(search) ? <Loader size="xs" aria-label="Buscando" /> : undefined
        }
        error={error}
        comboboxProps={{ withinPortal: true }}
      />
      {failed.length > 0 && groups.length > 0 && (
        <Text size="xs" c="red" role="status" mt={4}>
          {failed.join(' · ')}
        </Text>
      )}
    </div>
  );
}
