import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import { useState, type ReactNode } from 'react';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TUserRow } from '@portal/domain/admin/users';
import { useActiveEntities } from './users-api';

type Props = {
  value: number[];
  onChange: (ids: number[]) => void;
  /** the names of the entities the user already has (one may be inactive by now) */
  known: TUserRow['entidades'];
  error?: ReactNode;
};

/**
 * The client entities an AS agent books for (spec §6): searched among the active ones on the
 * server as the administrator types; the chosen ones keep their names while another search shows.
 */
export function EntityMultiSelect({ value, onChange, known, error }: Props) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const found = useActiveEntities(q);
  const [names, setNames] = useState(() => new Map(known.map((e) => [e.idEntidad, e.razonSocial])));
  const options = new Map(names);
  for (const e of found.data ?? []) options.set(e.idEntidad, e.razonSocial);
  const data = [...options].map(([id, label]) => ({ value: String(id), label }));

  return (
    <MultiSelect
      label="Entidades cliente"
      description="Las entidades para las que reserva el agente AS. Solo se ofrecen las activas."
      placeholder={value.length === 0 ? 'Buscar por razón social' : undefined}
      data={data}
      value={value.map(String)}
      onChange={(ids) => {
        setNames(new Map([...options].filter(([id]) => ids.includes(String(id)))));
        onChange(ids.map(Number));
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={found.isFetching ? 'Buscando…' : 'No hay entidades activas con ese nombre'}
      hidePickedOptions
      clearable
      clearButtonProps={{ 'aria-label': 'Quitar todas las entidades' }}
      error={error}
      required
      maxDropdownHeight={240}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
