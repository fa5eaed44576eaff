import { isRoomButtonDisabled, type RoomSelection } from '@portal/domain/cart';
import { MESSAGES } from '@portal/domain/messages';
import { isRoomNonRefundable } from '@portal/domain/small-rules';

export type RoomButtonState = { disabled: boolean; reason?: string };

/**
 * spec §4: every room button is disabled once the requested rooms are picked; non-refundable
 * rooms are disabled for non-agents (with the reason under the button).
 */
export const roomButtonState = (
  selection: RoomSelection,
  room: unknown,
  isAgenteAS: boolean,
): RoomButtonState => ({
  disabled: isRoomButtonDisabled({ selection, room, isAgenteAS }),
  reason: !isAgenteAS && isRoomNonRefundable(room) ? MESSAGES.nonRefundableOnlyAS : undefined,
});
