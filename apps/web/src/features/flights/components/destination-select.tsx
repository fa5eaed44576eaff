import { Group, Select, Text, type SelectProps } from '@mantine/core';
import type { TFlightDestination } from '@portal/domain/flights/search-flights';
import { MESSAGES } from '@portal/domain/messages';
import { IconPlaneArrival } from '@tabler/icons-react';
import { seatsText } from '../model/flight-trips';

type Props = Omit<SelectProps, 'data'> & { destinations: TFlightDestination[] | undefined; loading: boolean };

export const destinationLabel = (d: Pick<TFlightDestination, 'nombre' | 'codigo'>) =>
  `${d.nombre} (${d.codigo})`;

/** spec §2 flight search: destination with its quota (api/aereos/destinos), 'nombre (codigo)'. */
export function DestinationSelect({ destinations, loading, value, ...rest }: Props) {
  const list = destinations ?? [];
  const seats = new Map(list.map((d) => [d.codigo, d.cupo]));
  const chosen = value ? seats.get(value) : undefined;
  const renderOption: SelectProps['renderOption'] = ({ option }) => (
    <Group justify="space-between" wrap="nowrap" w="100%" gap="xs">
      <span>{option.label}</span>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {seatsText(seats.get(option.value) ?? 0)}
      </Text>
    </Group>
  );
  return (
    <Select
      label="Destino"
      placeholder={loading ? 'Cargando destinos…' : 'Elija un destino'}
      data={list.map((d) => ({ value: d.codigo, label: destinationLabel(d) }))}
      renderOption={renderOption}
      searchable
      nothingFoundMessage={MESSAGES.noResults}
      leftSection={<IconPlaneArrival size={16} aria-hidden />}
      description={chosen === undefined ? undefined : `${seatsText(chosen)} en el cupo`}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      required
      value={value}
      {...rest}
    />
  );
}
