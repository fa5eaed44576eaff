/**
 * '¿A qué cliente pertenece la reserva?' (spec §2, §5, §6): AS agents only (renders nothing
 * for other users), searches GET entidades/{text} from 4 characters after 1000 ms.
 *   const [entity, setEntity] = useState<TClientEntity | null>(null);
 *   <EntitySelect value={entity} onChange={setEntity} error={...} />
 * Required for AS agents: check with the domain's checkClientEntity before submitting. An
 * option shows the entity's available credit when it has a limit (issue 32, item 2).
 */
import '@mantine/core/styles/Combobox.layer.css';
import { Loader, Select, Stack, Text, type ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TClientEntityWithCredit } from '@portal/domain/commerce/credit';
import type { TClientEntity } from '@portal/domain/entities/search-entities';
import { MESSAGES } from '@portal/domain/messages';
import { canSearchEntities, ENTITY_SEARCH } from '@portal/domain/small-rules';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useAuthStore } from '@/shared/auth/auth-store';
import { CreditAmount } from '@/shared/entity-credit/entity-credit';
import { useSearchEntities } from '@/shared/entity-select/search-entities';

export type EntitySelectProps = {
  value: TClientEntity | null;
  onChange: (entity: TClientEntity | null) => void;
  error?: string;
  id?: string;
  disabled?: boolean;
  /** a filter (Mis reservas) names it its own way and does not require it */
  label?: string;
  required?: boolean;
};

const optionOf = (e: TClientEntity) => ({ value: String(e.idEntidad), label: e.razonSocial });

/** The option's name and, where the entity has credit limits, what is left of each. */
function EntityOption({ option, entity }: { option: ComboboxItem; entity?: TClientEntityWithCredit }) {
  if (!entity?.credito?.length) return <Text size="sm">{option.label}</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm">{option.label}</Text>
      {entity.credito.map((line) => (
        <CreditAmount key={line.moneda} line={line} size="xs" />
      ))}
    </Stack>
  );
}

export function EntitySelect({
  value,
  onChange,
  error,
  id = 'cliente-entidad',
  disabled,
  label = MESSAGES.clientEntityQuestion,
  required = true,
}: EntitySelectProps) {
  const isAgenteAS = useAuthStore((s) => s.user?.isAgenteAS ?? false);
  const [search, setSearch] = useState(value?.razonSocial ?? '');
  const [debounced] = useDebouncedValue(search, ENTITY_SEARCH.debounceMs);
  // Once an entity is chosen its name fills the box: no need to search it again.
  const term = value && debounced === value.razonSocial ? '' : debounced;
  const query = useSearchEntities(term);
  if (!isAgenteAS) return null;

  const found: TClientEntityWithCredit[] = query.data ?? [];
  const entities = value && !found.some((e) => e.idEntidad === value.idEntidad) ? [value, ...found] : found;
  const waiting = search !== debounced || query.isFetching;
  const nothingFound = !canSearchEntities(search)
    ? MESSAGES.entitySearchMinChars
    : waiting
      ? MESSAGES.loading
      : query.isError
        ? query.error.message
        : MESSAGES.noResults;

  return (
    <Select
      id={id}
      label={label}
      placeholder="Razón social del cliente"
      description="Escriba al menos 4 caracteres"
      searchable
      clearable
      required={required}
      disabled={disabled}
      data={entities.map(optionOf)}
      value={value ? String(value.idEntidad) : null}
      onChange={(id) => onChange(entities.find((e) => String(e.idEntidad) === id) ?? null)}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      renderOption={({ option }) => (
        <EntityOption option={option} entity={found.find((e) => String(e.idEntidad) === option.value)} />
      )}
      nothingFoundMessage={nothingFound}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        waiting && canSearchEntities(search) ? (
          <Loader size="xs" role="status" aria-label="Buscando" />
        ) : undefined
      }
      error={error}
      openOnFocus={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
