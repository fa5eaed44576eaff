import { Select } from '@mantine/core';
import type { TActivityLocation } from '@portal/domain/activities/static-data';
import { MESSAGES } from '@portal/domain/messages';
import { IconMapPin } from '@tabler/icons-react';

type Props = {
  label: string;
  path: 'desde' | 'hasta';
  locations: readonly TActivityLocation[] | undefined;
  loading: boolean;
  value: string | null;
  onChange: (code: string | null) => void;
  error?: string;
  disabled?: boolean;
};

const GROUPS: [string, string][] = [
  ['AIRPORT', 'Aeropuertos'],
  ['HOTEL', 'Hoteles'],
  ['PORT', 'Puertos'],
];

/** traslados/locations grouped Aeropuertos / Hoteles / Puertos (other kinds last). */
const locationGroups = (locations: readonly TActivityLocation[]) => {
  const known = GROUPS.map(([type]) => type);
  const groups = [...GROUPS, ['', 'Otros puntos'] as [string, string]].map(([type, group]) => ({
    group,
    items: locations
      .filter((l) => (type ? l.locationType === type : !known.includes(l.locationType)))
      .map((l) => ({ value: l.locationCode, label: l.location })),
  }));
  return groups.filter((g) => g.items.length > 0);
};

/** spec §2 transfer form: the origin or the destination, one of the destination's points. */
export function LocationSelect({ label, path, locations, loading, value, onChange, error, disabled }: Props) {
  return (
    <Select
      label={label}
      placeholder={loading ? MESSAGES.loading : 'Aeropuerto, hotel o puerto'}
      data={locationGroups(locations ?? [])}
      value={value}
      onChange={onChange}
      searchable
      required
      nothingFoundMessage={MESSAGES.noResults}
      leftSection={<IconMapPin size={16} aria-hidden />}
      error={error}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
      data-path={path}
    />
  );
}
