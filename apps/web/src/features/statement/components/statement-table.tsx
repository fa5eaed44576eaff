import { Table, Text } from '@mantine/core';
import type { TStatement } from '@portal/domain/commerce/statement';
import { formatDay } from '../model/statement-params';
import { Amount, Balance } from './amounts';
import { EntryText } from './entry-text';

/** Desktop: one row per line, from the opening balance to the totals; scrolls sideways if narrow. */
export function StatementTable({ statement: s }: { statement: TStatement }) {
  const currency = s.moneda;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" striped aria-label={`Movimientos de ${s.razonSocial}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={110}>
              Fecha
            </Table.Th>
            <Table.Th scope="col">Concepto</Table.Th>
            <Table.Th scope="col" ta="right">
              Debe
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Haber
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Saldo
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>{formatDay(s.desde)}</Table.Td>
            <Table.Td>
              <Text size="sm" fw={600}>
                Saldo inicial
              </Text>
            </Table.Td>
            <Table.Td />
            <Table.Td />
            <Table.Td ta="right">
              <Balance value={s.saldoInicial} currency={currency} />
            </Table.Td>
          </Table.Tr>
          {s.entries.map((e, i) => (
            <Table.Tr key={`${e.tipo}-${e.idReserva ?? e.idPago}-${i}`} data-testid="statement-entry">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(e.fecha)}</Table.Td>
              <Table.Td>
                <EntryText entry={e} />
              </Table.Td>
              <Table.Td ta="right">
                <Amount value={e.debe} currency={currency} />
              </Table.Td>
              <Table.Td ta="right">
                <Amount value={e.haber} currency={currency} />
              </Table.Td>
              <Table.Td ta="right">
                <Balance value={e.saldo} currency={currency} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" colSpan={2}>
              Totales y saldo final
            </Table.Th>
            <Table.Td ta="right">
              <Amount value={s.totales.debe} currency={currency} fw={700} />
            </Table.Td>
            <Table.Td ta="right">
              <Amount value={s.totales.haber} currency={currency} fw={700} />
            </Table.Td>
            <Table.Td ta="right">
              <Balance value={s.saldoFinal} currency={currency} fw={700} />
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
