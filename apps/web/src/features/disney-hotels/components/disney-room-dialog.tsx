import { Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { formatDdMmYyyy } from '@portal/domain/dates-format';
import {
  DEFAULT_POLICY_TEXT,
  NON_REFUNDABLE_POLICY_TEXT,
  PROMO_POLICY_TEXT,
} from '@portal/domain/hotel-policy-texts';
import type { TDisneyRoom } from '@portal/domain/hotels/multi-hotel-dispo';
import { MESSAGES } from '@portal/domain/messages';
import { isDiscountedRoom, isRoomNonRefundable } from '@portal/domain/small-rules';
import { DiningPlanAlert } from '../../../shared/hotels/dining-plan-alert';
import classes from '../../../shared/hotels/hotels.module.css';

type Props = {
  room: TDisneyRoom | null;
  hotelName: string;
  stay: { checkin: string; checkout: string };
  ticketEntryDate: string;
  onClose: () => void;
};

/** spec §2 hotel info dialog: usage window and cancellation policy; dining-plan rates their plan (§9). */
export function DisneyRoomDialog({ room, hotelName, stay, ticketEntryDate, onClose }: Props) {
  const nonRefundable = room !== null && isRoomNonRefundable(room);
  return (
    <Modal
      opened={room !== null}
      onClose={onClose}
      title="Información de la habitación"
      size="90%"
      centered
      classNames={{ content: classes.dialog, title: classes.dialogTitle }}
      closeButtonProps={{ 'aria-label': MESSAGES.close }}
    >
      {room && (
        <Stack gap="sm">
          <div>
            <Text fw={700}>{room.name}</Text>
            <Text size="sm" c="dimmed">
              {hotelName}
            </Text>
          </div>
          {room.description && <Text size="sm">{room.description}</Text>}
          {room.rateName && (
            <Text size="sm">
              <b>Tarifa:</b> {room.rateName}
            </Text>
          )}
          <Title order={3} fz="md">
            Vigencia
          </Title>
          <Text size="sm">
            Estadía del {formatDdMmYyyy(stay.checkin)} al {formatDdMmYyyy(stay.checkout)}.
            {room.requiredTicket && ` Ticket con entrada el ${formatDdMmYyyy(ticketEntryDate)}.`}
          </Text>
          <Title order={3} fz="md">
            Política de cancelación
          </Title>
          {nonRefundable && (
            <Badge color="red" variant="filled" tt="none" w="fit-content">
              {MESSAGES.nonRefundableChip}
            </Badge>
          )}
          <Text size="sm">
            {nonRefundable ? NON_REFUNDABLE_POLICY_TEXT : room.cancelPolicy || DEFAULT_POLICY_TEXT}
          </Text>
          {isDiscountedRoom(room.codigos) && (
            <Text size="sm" c="orange.9" fw={600} className={classes.offer}>
              {MESSAGES.offer} {PROMO_POLICY_TEXT}
            </Text>
          )}
          <DiningPlanAlert rateName={room.rateName} />
          <Group justify="flex-end">
            <Button onClick={onClose}>{MESSAGES.close}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
