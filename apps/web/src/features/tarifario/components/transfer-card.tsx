import { Badge, Group, Stack, Table, Title } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import { asList } from '@portal/domain/small-rules';
import type { TTarifarioTransfer } from '@portal/domain/tarifario/get-tarifario';
import { ResultCard } from '@/shared/results/card-grid';
import { money, paxText } from '../model/rates';
import { TransferDirection } from './transfer-direction';

/** spec §2 tarifario transfer: name, direction, type, and the rate per person for each party size. */
export function TransferCard({ transfer }: { transfer: TTarifarioTransfer }) {
  const rates = [...asList(transfer.tarifaPasajeros)].sort((a, b) => a.cantidadPax - b.cantidadPax);
  return (
    <ResultCard article footed aria-label={transfer.nombre} data-testid="transfer-card">
      <Stack gap="sm">
        <Title order={3} fz="h4">
          {transfer.nombre}
        </Title>
        <Group justify="space-between" gap="xs">
          <TransferDirection direccion={transfer.direccion} />
          <Badge variant="default" tt="none" size="lg">
            {transfer.tipo}
          </Badge>
        </Group>
        <Table aria-label={`Tarifas de ${transfer.nombre}`} striped verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Grupo de</Table.Th>
              <Table.Th ta="right">Tarifa por persona</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rates.map((r) => (
              <Table.Tr key={r.cantidadPax}>
                <Table.Td>{paxText(r.cantidadPax)}</Table.Td>
                <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {money(r.tarifas, transfer.moneda) ?? MESSAGES.missingValue}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </ResultCard>
  );
}
