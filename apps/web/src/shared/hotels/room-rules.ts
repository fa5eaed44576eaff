import { MESSAGES } from '@portal/domain/messages';
import { isRoomNonRefundable } from '@portal/domain/small-rules';

/** spec §4, §6: why the agent cannot book a room: non-refundable rooms are for AS agents only. */
export const nonRefundableReason = (room: unknown, isAgenteAS: boolean) =>
  !isAgenteAS && isRoomNonRefundable(room) ? MESSAGES.nonRefundableOnlyAS : undefined;
