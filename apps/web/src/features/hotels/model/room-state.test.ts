import { newRoomSelection } from '@portal/domain/cart';
import { MESSAGES } from '@portal/domain/messages';
import { describe, expect, it } from 'vitest';
import { roomButtonState } from './room-state';
import { nonRefundable, testRoom } from './test-rooms';

describe('roomButtonState (spec §4)', () => {
  it('enables rooms while fewer rooms are picked than requested', () => {
    expect(roomButtonState({ selected: 1, requested: 2 }, testRoom(), false)).toEqual({
      disabled: false,
      reason: undefined,
    });
  });

  it('disables every room once the requested count is reached, for agents too', () => {
    const full = { selected: 2, requested: 2 };
    expect(roomButtonState(full, testRoom(), true).disabled).toBe(true);
    expect(roomButtonState(full, testRoom(), false).disabled).toBe(true);
  });

  it('disables non-refundable rooms for non-agents only, saying why', () => {
    const fresh = newRoomSelection(2);
    expect(roomButtonState(fresh, nonRefundable(), false)).toEqual({
      disabled: true,
      reason: MESSAGES.nonRefundableOnlyAS,
    });
    expect(roomButtonState(fresh, nonRefundable(), true)).toEqual({ disabled: false, reason: undefined });
  });

  it("disables a searched room's rates once it is picked, and says to pick the others", () => {
    const picked = {
      selected: 1,
      requested: 2,
      byCriterion: [
        { selected: 1, requested: 1 },
        { selected: 0, requested: 1 },
      ],
    };
    expect(roomButtonState(picked, testRoom({ criterio: 0 }), true)).toEqual({
      disabled: true,
      reason: MESSAGES.criterionRoomsSelected,
    });
    expect(roomButtonState(picked, testRoom({ criterio: 1 }), true)).toEqual({
      disabled: false,
      reason: undefined,
    });
  });
});
