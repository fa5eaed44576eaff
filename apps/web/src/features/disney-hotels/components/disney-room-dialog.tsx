import { Text, Title } from '@mantine/core';
import { formatDdMmYyyy } from '@portal/domain/dates-format';
import { DEFAULT_POLICY_TEXT, NON_REFUNDABLE_POLICY_TEXT } from '@portal/domain/hotel-policy-texts';
import type { TDisneyRoom } from '@portal/domain/hotels/multi-hotel-dispo';
import { isRoomNonRefundable } from '@portal/domain/small-rules';
import { RoomDialog } from '@/shared/hotels/room-dialog';

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
    <RoomDialog
      opened={room !== null}
      title="Información de la habitación"
      onClose={onClose}
      room={
        room
          ? {
              name: room.name,
              hotelName,
              description: room.description,
              rate: { label: 'Tarifa', text: room.rateName },
              before: (
                <>
                  <Title order={3} fz="md">
                    Vigencia
                  </Title>
                  <Text size="sm">
                    Estadía del {formatDdMmYyyy(stay.checkin)} al {formatDdMmYyyy(stay.checkout)}.
                    {room.requiredTicket && ` Ticket con entrada el ${formatDdMmYyyy(ticketEntryDate)}.`}
                  </Text>
                </>
              ),
              nonRefundable,
              policy: nonRefundable ? NON_REFUNDABLE_POLICY_TEXT : room.cancelPolicy || DEFAULT_POLICY_TEXT,
              codigos: room.codigos,
              rateName: room.rateName,
            }
          : undefined
      }
    />
  );
}
