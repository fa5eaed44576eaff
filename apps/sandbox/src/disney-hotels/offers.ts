import { stayNights } from '@portal/domain';
import { DISNEY_RESORT_HOTELS, disneyHotelById, type DisneyCategory, type Resort } from './catalogue';
import { allotmentOf, planOf, plansOf, quote, type PlanCode, type Stay } from './rates';
import { encodeReserveCode, type ReserveKey } from './reserve-code';

export type SearchRoom = { adults: number; childAges: number[] };
export type DisneySearch = {
  resort: Resort;
  checkin: string;
  checkout: string;
  rooms: SearchRoom[];
  categoria?: DisneyCategory;
};

const IMAGES: Record<DisneyCategory, string> = {
  ECONOMICO: 'value',
  MODERADO: 'moderate',
  LUJO: 'deluxe',
  'VILLA DE LUJO': 'villa',
  CAMPING: 'camping',
};

/** One rate as Disney answers it: which searched room it is for, the room and plan, price, stock. */
function rateOf(key: ReserveKey, room: number) {
  const hotel = disneyHotelById(key.hotelId);
  const type = hotel?.rooms.find((r) => r.code === key.roomCode);
  const plan = planOf(key.plan);
  if (!hotel || !type || !plan || !plansOf(hotel).includes(plan.code)) return undefined;
  const nights = stayNights(key.checkin, key.checkout);
  const stay: Stay = { ...key, nights };
  return {
    room,
    roomId: type.code,
    roomName: type.name,
    description: type.description,
    ...quote(hotel, type, plan.code, stay),
    reserveCode: encodeReserveCode(key),
    allotment: nights.map((n) => allotmentOf(hotel, type, n)),
  };
}

/** The resorts of the search with a rate for every searched room (room types that fit it). */
export function searchDisneyHotels(q: DisneySearch) {
  const hotels = DISNEY_RESORT_HOTELS.filter(
    (h) => h.resort === q.resort && (!q.categoria || h.category === q.categoria),
  );
  return hotels.flatMap((hotel) => {
    const rates = q.rooms.flatMap((r, index) =>
      hotel.rooms
        .filter((type) => r.adults + r.childAges.length <= type.maxOccupancy)
        .flatMap((type) =>
          plansOf(hotel).map((plan: PlanCode) =>
            rateOf({ hotelId: hotel.id, roomCode: type.code, plan, ...q, ...r }, index),
          ),
        )
        .filter((rate) => rate !== undefined),
    );
    if (!q.rooms.every((_, i) => rates.some((r) => r.room === i))) return [];
    return [
      {
        hotelId: hotel.id,
        name: hotel.name,
        category: hotel.category,
        image: `/media/disney-hotels/${IMAGES[hotel.category]}.svg`,
        currency: 'USD' as const,
        rooms: rates,
      },
    ];
  });
}

/** A rate re-priced from its reserveCode, with the stay and occupancy it is for. */
export function checkDisneyRate(key: ReserveKey) {
  const rate = rateOf(key, 0);
  const hotel = disneyHotelById(key.hotelId);
  if (!rate || !hotel) return undefined;
  const { checkin, checkout, adults, childAges } = key;
  return { ...rate, hotelId: hotel.id, hotelName: hotel.name, checkin, checkout, adults, childAges };
}
