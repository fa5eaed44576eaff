import { penaltyTextOf, type THotelRoom } from '@portal/domain/hotels/hotel-avail';
import { DEFAULT_POLICY_TEXT } from '@portal/domain/hotel-policy-texts';
import { isRoomNonRefundable } from '@portal/domain/small-rules';
import { RoomDialog } from '@/shared/hotels/room-dialog';

type RoomPoliciesDialogProps = { room: THotelRoom | null; hotelName: string; onClose: () => void };

const rateNameOf = (room: THotelRoom) => String(room.rateName ?? room.regimen ?? '');

/** spec §2: the room's policies; dining-plan rates show an icon and the plan text (§9). */
export function RoomPoliciesDialog({ room, hotelName, onClose }: RoomPoliciesDialogProps) {
  return (
    <RoomDialog
      opened={room !== null}
      title="Políticas de la habitación"
      onClose={onClose}
      room={
        room
          ? {
              name: room.roomName,
              hotelName,
              description: room.descripcion,
              rate: { label: 'Régimen', text: room.regimen },
              nonRefundable: isRoomNonRefundable(room),
              policy: penaltyTextOf(room.politicaCancelacion) ?? DEFAULT_POLICY_TEXT,
              codigos: room.codigos,
              rateName: rateNameOf(room),
            }
          : undefined
      }
    />
  );
}
