import { Group, Loader, Text } from '@mantine/core';

/** The suppliers still searching (issue 34, item 3): 'Buscando en HBSI…' each, as a status. */
export function SupplierProgress({ searching }: { searching: readonly string[] }) {
  if (searching.length === 0) return null;
  return (
    <Group gap="md">
      {searching.map((proveedor) => (
        <Group key={proveedor} gap={6} role="status" data-testid="supplier-searching">
          <Loader size={14} aria-hidden />
          <Text size="sm" c="dimmed">
            Buscando en {proveedor}…
          </Text>
        </Group>
      ))}
    </Group>
  );
}
