import { criterionRoomsSelected, isRoomButtonDisabled, type RoomSelection } from '@portal/domain/cart';
import { MESSAGES } from '@portal/domain/messages';
import { isRoomNonRefundable } from '@portal/domain/small-rules';

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
  if (!isAgenteAS && isRoomNonRefundable(room)) return { disabled, reason: MESSAGES.nonRefundableOnlyAS };
  const roomDone = selection.selected < selection.requested && criterionRoomsSelected(selection, criterion);
  return { disabled, reason: roomDone ? MESSAGES.criterionRoomsSelected : undefined };
};
