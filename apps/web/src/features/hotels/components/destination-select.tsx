import { Select } from '@mantine/core';
import { destinationOptions, type TCitiesZonesResponse } from '@portal/domain/catalogue/cities-zones';
import { MESSAGES } from '@portal/domain/messages';
import { IconMapPin } from '@tabler/icons-react';
import { useMemo } from 'react';

type DestinationSelectProps = {
  catalogue: TCitiesZonesResponse | undefined;
  loading: boolean;
  value: string | null;
  onChange: (value: string | null, label: string) => void;
  error?: string;
  /** the form's field path, so a failed submit can focus the selector */
  'data-path'?: string;
};

const GROUPS = ['CIUDADES', 'ZONAS', 'HOTELES'] as const;

/** spec §2: one selector grouped CIUDADES / ZONAS / HOTELES. */
export function DestinationSelect({ catalogue, loading, value, onChange, ...rest }: DestinationSelectProps) {
  const data = useMemo(() => {
    const options = catalogue ? destinationOptions(catalogue) : [];
    return GROUPS.map((group) => ({
      group,
      items: options.filter((o) => o.group === group).map((o) => ({ value: o.value, label: o.label })),
    })).filter((g) => g.items.length > 0);
  }, [catalogue]);

  return (
    <Select
      label="Destino"
      placeholder={loading ? 'Cargando destinos…' : 'Ciudad, zona u hotel'}
      searchable
      // a failed search focuses this field: an open list would cover its message
      openOnFocus={false}
      clearable
      limit={60}
      data={data}
      value={value}
      onChange={(next, option) => onChange(next, option?.label ?? '')}
      nothingFoundMessage={MESSAGES.noResults}
      leftSection={<IconMapPin size={16} aria-hidden />}
      required
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={320}
      {...rest}
    />
  );
}
