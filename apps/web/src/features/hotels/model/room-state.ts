import { criterionRoomsSelected, isRoomButtonDisabled, type RoomSelection } from '@portal/domain/cart';
import { MESSAGES } from '@portal/domain/messages';
import { nonRefundableReason } from '@/shared/hotels/room-rules';

export type RoomButtonState = { disabled: boolean; reason?: string };

/**
 * spec §4: every room button is disabled once the requested rooms are picked, and a searched
 * room's rates once that room is picked; non-refundable rooms are disabled for non-agents
 * (with the reason under the button).
 */
export const roomButtonState = (
  selection: RoomSelection,
  room: { criterio?: number },
  isAgenteAS: boolean,
): RoomButtonState => {
  const criterion = room.criterio ?? 0;
  const disabled = isRoomButtonDisabled({ selection, room, isAgenteAS, criterion });
  const nonRefundable = nonRefundableReason(room, isAgenteAS);
  if (nonRefundable) return { disabled, reason: nonRefundable };
  const roomDone = selection.selected < selection.requested && criterionRoomsSelected(selection, criterion);
  return { disabled, reason: roomDone ? MESSAGES.criterionRoomsSelected : undefined };
};
