import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

type TRow = { key: string | number; label: ReactNode; amount: ReactNode };

type Props = Omit<TableProps, 'children' | 'data'> & {
  /** the two columns' headers; none when each row says what it is */
  head?: [string, string];
  rows: TRow[];
  /** a rate sheet's prices: bold, never broken across lines */
  strong?: boolean;
};

/** What (left) and how much (right-aligned): rates per passenger, a plan's cover limits. */
export function AmountsTable({ head, rows, strong, ...table }: Props) {
  const amountProps = strong ? { fw: 700, style: { whiteSpace: 'nowrap' } as const } : {};
  return (
    <Table {...table}>
      {head && (
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{head[0]}</Table.Th>
            <Table.Th ta="right">{head[1]}</Table.Th>
          </Table.Tr>
        </Table.Thead>
      )}
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.key}>
            <Table.Td>{r.label}</Table.Td>
            <Table.Td ta="right" {...amountProps}>
              {r.amount}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
