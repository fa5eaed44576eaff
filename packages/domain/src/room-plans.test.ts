import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  checkRoomPlans,
  criteriaOfRooms,
  roomPlanLabel,
  roomPlansOfCriteria,
  roomPlansTotalsLabel,
  roomPlanText,
  roomsOfCriteria,
} from './room-plans';

const room = (adults: number, ...childAges: number[]) => ({ adults, childAges });

describe('per-room occupancy (issue 11: occupancy is per room)', () => {
  it('says each room as an agent reads it', () => {
    expect(roomPlanText(room(2))).toBe('2 adultos');
    expect(roomPlanText(room(1))).toBe('1 adulto');
    expect(roomPlanText(room(2, 5))).toBe('2 adultos, 1 menor (5 años)');
    expect(roomPlanText(room(1, 1))).toBe('1 adulto, 1 menor (1 año)');
    expect(roomPlanText(room(2, 1, 8))).toBe('2 adultos, 2 menores (1 y 8 años)');
    expect(roomPlanText(room(3, 0, 4, 12))).toBe('3 adultos, 3 menores (0, 4 y 12 años)');
    expect(roomPlanLabel([1], room(2, 5))).toBe('Habitación 1: 2 adultos, 1 menor (5 años)');
    expect(roomPlanLabel([1, 2], room(2))).toBe('Habitaciones 1 y 2: 2 adultos');
  });

  it('adds the rooms up for the spec §2 totals line', () => {
    expect(roomPlansTotalsLabel([room(2), room(2, 5)])).toBe('4 adultos • 1 menores - 2 habitacion/es');
  });

  it('sends one criteria entry per distinct room, identical rooms with their count', () => {
    // 4 adults in 2 rooms is 2 + 2, never 4 per room
    expect(criteriaOfRooms([room(2), room(2)])).toEqual([
      { adultCount: 2, childCount: 0, roomCount: 2, childAges: [] },
    ]);
    expect(criteriaOfRooms([room(2, 5), room(3), room(2, 5)])).toEqual([
      { adultCount: 2, childCount: 1, roomCount: 2, childAges: [5] },
      { adultCount: 3, childCount: 0, roomCount: 1, childAges: [] },
    ]);
    // the same minors in another order are the same room; other ages are another room
    expect(criteriaOfRooms([room(2, 4, 9), room(2, 9, 4)])).toHaveLength(1);
    expect(criteriaOfRooms([room(2, 4), room(2, 5)])).toHaveLength(2);
  });

  it('reads a search back into its rooms, numbered in order', () => {
    const list = criteriaOfRooms([room(2, 5), room(3), room(2, 5)]);
    expect(roomsOfCriteria(list)).toEqual([
      { numbers: [1, 2], room: room(2, 5) },
      { numbers: [3], room: room(3) },
    ]);
    expect(roomPlansOfCriteria(list)).toEqual([room(2, 5), room(2, 5), room(3)]);
    // a spec client's entry without counts or ages reads as the spec §9 defaults
    expect(roomPlansOfCriteria([{ childCount: 2, childAges: [7] }])).toEqual([room(2, 7, 0)]);
  });

  it('checks every room (spec §5)', () => {
    expect(checkRoomPlans([room(2)])).toEqual({ ok: true });
    expect(checkRoomPlans([])).toMatchObject({ message: MESSAGES.roomsRange });
    expect(checkRoomPlans([room(1), room(1), room(1), room(1)])).toMatchObject({
      message: MESSAGES.roomsRange,
    });
    expect(checkRoomPlans([room(2), room(0)])).toMatchObject({ message: MESSAGES.adultsRange });
    expect(checkRoomPlans([room(2), room(2, 18)])).toMatchObject({ message: MESSAGES.minorAgeRange });
  });
});
