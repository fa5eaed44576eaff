import { Table, Text } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import { asList, observationText } from '@portal/domain/small-rules';
import type { TTarifarioRoom } from '@portal/domain/tarifario/get-tarifario';
import { InfoDialog } from '@/shared/results/info-dialog';
import { PeriodText } from './room-rates';

export type TRoomPick = { hotelName: string; room: TTarifarioRoom };
type Props = { pick: TRoomPick | null; onClose: () => void };

/** spec §2 'Detalles de la Habitación': the room, its regimen, description and validity periods. */
export function RoomDetailsDialog({ pick, onClose }: Props) {
  return (
    <InfoDialog item={pick} onClose={onClose} title={MESSAGES.roomDetails} boldTitle centered>
      {({ hotelName, room }) => (
        <>
          <div>
            <Text fw={700} fz="lg">
              {room.nombre}
            </Text>
            <Text size="sm" c="dimmed">
              {hotelName}
            </Text>
          </div>
          <Text size="sm">
            <b>Régimen:</b> {room.regimen}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {room.descripcionTarifario?.trim() || 'La habitación no tiene una descripción cargada.'}
          </Text>
          <Table aria-label="Vigencias de la habitación" withTableBorder verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Vigencia</Table.Th>
                <Table.Th>Observaciones</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {asList(room.tarifario).map((p) => (
                <Table.Tr key={`${p.desde}-${p.hasta}`}>
                  <Table.Td>
                    <PeriodText desde={p.desde} hasta={p.hasta} />
                  </Table.Td>
                  <Table.Td>{observationText(p.observacionVigencia)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </InfoDialog>
  );
}
