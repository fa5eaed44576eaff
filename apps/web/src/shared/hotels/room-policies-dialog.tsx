import { Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { penaltyTextOf, type THotelRoom } from '@portal/domain/hotels/hotel-avail';
import { MESSAGES } from '@portal/domain/messages';
import { DEFAULT_POLICY_TEXT, PROMO_POLICY_TEXT } from '@portal/domain/hotel-policy-texts';
import { isDiscountedRoom, isRoomNonRefundable } from '@portal/domain/small-rules';
import { DiningPlanAlert } from './dining-plan-alert';
import classes from './hotels.module.css';

type RoomPoliciesDialogProps = { room: THotelRoom | null; hotelName: string; onClose: () => void };

const rateNameOf = (room: THotelRoom) => String(room.rateName ?? room.regimen ?? '');

/** spec §2: the room's policies; dining-plan rates show an icon and the plan text (§9). */
export function RoomPoliciesDialog({ room, hotelName, onClose }: RoomPoliciesDialogProps) {
  return (
    <Modal
      opened={room !== null}
      onClose={onClose}
      title="Políticas de la habitación"
      size="90%"
      centered
      classNames={{ content: classes.dialog, title: classes.dialogTitle }}
      closeButtonProps={{ 'aria-label': MESSAGES.close }}
    >
      {room && (
        <Stack gap="sm">
          <div>
            <Text fw={700}>{room.roomName}</Text>
            <Text size="sm" c="dimmed">
              {hotelName}
            </Text>
          </div>
          {room.descripcion && <Text size="sm">{room.descripcion}</Text>}
          {room.regimen && (
            <Text size="sm">
              <b>Régimen:</b> {room.regimen}
            </Text>
          )}
          <Title order={3} fz="md">
            Política de cancelación
          </Title>
          {isRoomNonRefundable(room) && (
            <Badge color="red" variant="filled" tt="none">
              {MESSAGES.nonRefundableChip}
            </Badge>
          )}
          <Text size="sm">{penaltyTextOf(room.politicaCancelacion) ?? DEFAULT_POLICY_TEXT}</Text>
          {isDiscountedRoom(room.codigos) && (
            <Text size="sm" c="orange.9" fw={600}>
              {MESSAGES.offer} {PROMO_POLICY_TEXT}
            </Text>
          )}
          <DiningPlanAlert rateName={rateNameOf(room)} />
          <Group justify="flex-end">
            <Button onClick={onClose}>{MESSAGES.close}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
