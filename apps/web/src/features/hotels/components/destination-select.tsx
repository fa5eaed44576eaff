import { Select, type ComboboxItem, type ComboboxItemGroup, type OptionsFilter } from '@mantine/core';
import { destinationOptions, type TCitiesZonesResponse } from '@portal/domain/catalogue/cities-zones';
import { MESSAGES } from '@portal/domain/messages';
import { IconMapPin } from '@tabler/icons-react';
import { useMemo } from 'react';
import { matchesDestination } from '../model/destination-match';

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
const LIMIT = 60;

/** Accent- and order-insensitive, `LIMIT` options per group (issue 29, item 16). */
const filterDestinations: OptionsFilter = ({ options, search }) =>
  (options as ComboboxItemGroup<ComboboxItem>[])
    .map((g) => ({
      group: g.group,
      items: g.items.filter((o) => matchesDestination(o.label, search)).slice(0, LIMIT),
    }))
    .filter((g) => g.items.length > 0);

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
      // Picking the chosen destination again must keep it: Mantine's default deselected it, and an
      // agent back from the cart who picked the city again had an empty Destino (issue 29, item 16).
      allowDeselect={false}
      // a click selects the shown name, so what the agent types replaces it instead of following it
      onClick={(event) => event.currentTarget.select()}
      filter={filterDestinations}
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
