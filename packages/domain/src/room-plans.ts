import { type Check, OK, fail } from './common/check';
import { checkRooming, inRange, ROOMING_LIMITS, roomingLabel, type Rooming } from './occupancy';

// Hotel occupancy is per room, as every hotel engine asks it: 'Habitación 1: 2 adultos,
// 1 menor (5 años)'. A search sends one roomCriteriaList entry per distinct room; identical
// rooms go together with their roomCount.
export type RoomPlan = { adults: number; childAges: number[] };

export const defaultRoomPlan = (): RoomPlan => ({ adults: 2, childAges: [] });
export const defaultRoomPlans = (): RoomPlan[] => [defaultRoomPlan()];

const asRooming = (r: RoomPlan, roomCount = 1): Rooming => ({
  adultCount: r.adults,
  childCount: r.childAges.length,
  roomCount,
  childAges: r.childAges,
});

/** 1 to 3 rooms, each with 1–10 adults and 0–10 minors aged 0–17 (spec §5). */
export const checkRoomPlans = (rooms: readonly RoomPlan[]): Check => {
  if (!inRange(rooms.length, ROOMING_LIMITS.rooms)) return fail('roomsRange', 'rooming');
  for (const room of rooms) {
    const check = checkRooming(asRooming(room));
    if (!check.ok) return check;
  }
  return OK;
};

const sameRoom = (a: RoomPlan, b: RoomPlan) =>
  a.adults === b.adults &&
  a.childAges.length === b.childAges.length &&
  [...a.childAges].sort().join() === [...b.childAges].sort().join();

/** The rooms as roomCriteriaList entries: one per distinct room, in the order they first appear. */
export const criteriaOfRooms = (rooms: readonly RoomPlan[]): Rooming[] => {
  const groups: { room: RoomPlan; count: number }[] = [];
  for (const room of rooms) {
    const group = groups.find((g) => sameRoom(g.room, room));
    if (group) group.count++;
    else groups.push({ room, count: 1 });
  }
  return groups.map((g) => asRooming(g.room, g.count));
};

type CriterionLike = Partial<Pick<Rooming, 'adultCount' | 'childCount' | 'roomCount' | 'childAges'>>;

const planOf = (c: CriterionLike): RoomPlan => {
  const minors = c.childCount ?? 0;
  return {
    adults: c.adultCount ?? 2,
    childAges: Array.from({ length: minors }, (_, i) => c.childAges?.[i] ?? 0),
  };
};

/** Each roomCriteriaList entry as its rooms, numbered in the list's order from 1. */
export const roomsOfCriteria = (list: readonly CriterionLike[]): { numbers: number[]; room: RoomPlan }[] => {
  let next = 1;
  return list.map((c) => {
    const count = Math.max(1, c.roomCount ?? 1);
    const numbers = Array.from({ length: count }, (_, i) => next + i);
    next += count;
    return { numbers, room: planOf(c) };
  });
};

/** The rooms a search asked for, one entry per room. */
export const roomPlansOfCriteria = (list: readonly CriterionLike[]): RoomPlan[] =>
  roomsOfCriteria(list).flatMap(({ numbers, room }) =>
    numbers.map(() => ({ adults: room.adults, childAges: [...room.childAges] })),
  );

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const list = (items: readonly (string | number)[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;

/** '2 adultos, 1 menor (5 años)'; '1 adulto, 2 menores (1 y 8 años)'. */
export const roomPlanText = (room: RoomPlan): string => {
  const adults = plural(room.adults, 'adulto', 'adultos');
  const n = room.childAges.length;
  if (n === 0) return adults;
  const last = room.childAges[n - 1];
  return `${adults}, ${plural(n, 'menor', 'menores')} (${list(room.childAges)} ${n === 1 && last === 1 ? 'año' : 'años'})`;
};

/** 'Habitación 1: 2 adultos'; 'Habitaciones 1 y 2: 2 adultos' for identical rooms searched together. */
export const roomPlanLabel = (numbers: readonly number[], room: RoomPlan): string =>
  `${numbers.length === 1 ? 'Habitación' : 'Habitaciones'} ${list(numbers)}: ${roomPlanText(room)}`;

/** The spec §2 totals line: '4 adultos • 1 menores - 2 habitacion/es'. */
export const roomPlansTotalsLabel = (rooms: readonly RoomPlan[]): string =>
  roomingLabel({
    adultCount: rooms.reduce((n, r) => n + r.adults, 0),
    childCount: rooms.reduce((n, r) => n + r.childAges.length, 0),
    roomCount: rooms.length,
  });
