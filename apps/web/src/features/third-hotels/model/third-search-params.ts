import type { IsoDate } from '@portal/domain/dates';
import { inRange, ROOMING_LIMITS } from '@portal/domain/occupancy';
import { defaultRoomPlans, type RoomPlan } from '@portal/domain/room-plans';
import { HOTEL_PROVIDERS } from '@/shared/paths';
import { readAges, readCount, readStay } from '@/shared/hotels/search-params';

// The third-provider search in the URL (spec §2 hotel-results?provider=tercero):
// ?provider=tercero&destino=Canc%C3%BAn%2C+M%C3%A9xico&iata=CUN&checkin=…&checkout=…
//  &hab=2&hab=1-5-8&estrellas=4 — one hab per room: its adults, then its minors' ages.

export type TThirdSearch = {
  /** what the agent picked or typed, shown back */
  destino: string;
  iata: string | null;
  checkin: IsoDate | null;
  checkout: IsoDate | null;
  rooms: RoomPlan[];
  /** 0 = 'Mostrar todo', 1 to 5 stars */
  stars: number;
};
export type TCompleteThirdSearch = TThirdSearch & { iata: string; checkin: IsoDate; checkout: IsoDate };

const roomOf = (raw: string): RoomPlan | null => {
  const [adults, ...ages] = raw.split('-');
  const plan = { adults: Number(adults), childAges: readAges(ages.join(',')) };
  return inRange(plan.adults, ROOMING_LIMITS.adults) && plan.childAges
    ? { adults: plan.adults, childAges: plan.childAges }
    : null;
};

export const readThirdSearch = (params: URLSearchParams): TThirdSearch => {
  const rooms = params.getAll('hab').map(roomOf);
  const valid = rooms.length > 0 && inRange(rooms.length, ROOMING_LIMITS.rooms) && rooms.every(Boolean);
  const iata = params.get('iata')?.toUpperCase() ?? '';
  return {
    destino: params.get('destino')?.slice(0, 200) ?? '',
    iata: /^[A-Z]{3}$/.test(iata) ? iata : null,
    ...readStay(params),
    rooms: valid ? (rooms as RoomPlan[]) : defaultRoomPlans(),
    stars: readCount(params.get('estrellas'), { min: 0, max: 5 }, 0),
  };
};

export const thirdSearchParams = (s: TThirdSearch): string => {
  const p = new URLSearchParams({ provider: HOTEL_PROVIDERS.third });
  if (s.destino) p.set('destino', s.destino);
  if (s.iata) p.set('iata', s.iata);
  if (s.checkin && s.checkout) {
    p.set('checkin', s.checkin);
    p.set('checkout', s.checkout);
  }
  s.rooms.forEach((r) => p.append('hab', [r.adults, ...r.childAges].join('-')));
  p.set('estrellas', String(s.stars));
  return p.toString();
};

export const isCompleteThirdSearch = (s: TThirdSearch): s is TCompleteThirdSearch =>
  s.iata !== null && s.checkin !== null && s.checkout !== null;
