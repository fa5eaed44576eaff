import { Table, Text } from '@mantine/core';

type Props = { before: unknown; after: unknown };

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const show = (value: unknown): string => {
  if (value === undefined) return '—';
  if (value === null || value === '') return '(vacío)';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** What an audited change did: each field with its value before and after, changed ones first. */
export function AuditChanges({ before, after }: Props) {
  const [was, now] = [asRecord(before), asRecord(after)];
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  const changed = (f: string) => JSON.stringify(was[f]) !== JSON.stringify(now[f]);
  const ordered = [...fields.filter(changed), ...fields.filter((f) => !changed(f))];
  if (ordered.length === 0) return <Text c="dimmed">Sin datos del registro.</Text>;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Campo</Table.Th>
            <Table.Th>Antes</Table.Th>
            <Table.Th>Después</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ordered.map((f) => (
            <Table.Tr key={f} fw={changed(f) ? 600 : undefined}>
              <Table.Td>{f}</Table.Td>
              <Table.Td>{f in was ? show(was[f]) : '—'}</Table.Td>
              <Table.Td>{f in now ? show(now[f]) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
