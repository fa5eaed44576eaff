import { useState, type ReactNode } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEntityOptions } from './markups-api';

type Props = {
  /** the entity's id as text, '' for none */
  value: string;
  onChange: (id: string) => void;
  /** the rule's entity as it is now (it may be inactive by now, and absent from a search) */
  known: { idEntidad: number; razonSocial: string } | null;
  error?: ReactNode;
};

/**
 * The one client entity a rule is for, searched among the active ones on the server as staff
 * type (as the users screen's entity picker does); empty: every client.
 */
export function EntitySelect({ value, onChange, known, error }: Props) {
  const [search, setSearch] = useState(known?.razonSocial ?? '');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [names, setNames] = useState(() => new Map(known ? [[known.idEntidad, known.razonSocial]] : []));
  const found = useEntityOptions(q);
  const options = new Map(names);
  for (const e of found.data ?? []) options.set(e.idEntidad, e.razonSocial);
  const data = [...options].map(([id, label]) => ({ value: String(id), label }));

  return (
    <Select
      label="Entidad"
      description="Vacía: vale para todos los clientes."
      placeholder="Buscar por razón social"
      data={data}
      value={value || null}
      onChange={(id) => {
        if (id) setNames(new Map([[Number(id), options.get(Number(id)) ?? id]]));
        onChange(id ?? '');
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // the server searched already (razón social or CUIT): show what it found
      filter={({ options: found }) => found}
      nothingFoundMessage={found.isFetching ? 'Buscando…' : 'No hay entidades activas con ese nombre'}
      clearable
      clearButtonProps={{ 'aria-label': 'Quitar la entidad' }}
      error={error}
      maxDropdownHeight={240}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
