import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import { asList, observationText } from '@portal/domain/small-rules';
import type { TTarifarioRoom } from '@portal/domain/tarifario/get-tarifario';
import { PeriodText } from './room-rates';
import classes from './tarifario.module.css';

export type TRoomPick = { hotelName: string; room: TTarifarioRoom };
type Props = { pick: TRoomPick | null; onClose: () => void };

/** spec §2 'Detalles de la Habitación': the room, its regimen, description and validity periods. */
export function RoomDetailsDialog({ pick, onClose }: Props) {
  const room = pick?.room;
  return (
    <Modal
      opened={pick !== null}
      onClose={onClose}
      title={MESSAGES.roomDetails}
      size="90%"
      centered
      classNames={{ content: classes.dialog, title: classes.dialogTitle }}
      closeButtonProps={{ 'aria-label': MESSAGES.close }}
    >
      {pick && room && (
        <Stack gap="sm">
          <div>
            <Text fw={700} fz="lg">
              {room.nombre}
            </Text>
            <Text size="sm" c="dimmed">
              {pick.hotelName}
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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {MESSAGES.close}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
