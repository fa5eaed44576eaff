import {
  checkStayRange,
  fromCents,
  checkTicketEntryDate,
  GASTO_ADMIN_CENTS,
  isAgenteAS,
  MESSAGES,
  normaliseChildAges,
  stayNights,
  type TDisneyHotel,
  type TDisneyRoom,
  type TMultiHotelDispoRequest,
  type TMultiHotelDispoResponse,
} from '@portal/domain';
import { fromSupplier, must } from '../../errors';
import { answerId } from '../../lib/encoded-answers';
import type { AuthUser } from '../../plugins/auth';
import { DISNEY_HOTELS_LABEL, type DisneyHotelOffer, type DisneyRate } from '../../suppliers/disney-hotels';
import { todayOf } from '../module-deps';
import { DISNEY_ALLOTMENT_SUPPLIER, type DisneyHotelsDeps } from './deps';
import { pricerStamp, type Pricer } from '../markups/pricing';
import { disneyPricer, markedDisneyRoom } from './disney-prices';

const RESORTS = { disney: 'WDW', disneyland: 'DLR' } as const;

/** spec §3 Room (Disney), priced as the other hotels: sale rate, tax and the administrative fee (spec §9). */
const disneyRoomOf = (
  hotel: { hotelId: string; name: string },
  r: DisneyRate,
  pricer: Pricer,
): TDisneyRoom => {
  const fee = GASTO_ADMIN_CENTS / 100;
  // the agency's sale for the entity the quote is for (D-25)
  const sale = markedDisneyRoom(pricer, r.price);
  const iva = fromCents(sale.ivaCents);
  return {
    id: r.roomId,
    name: r.roomName,
    description: r.description,
    rateName: r.rateName,
    tax: { iva, moneda: r.price.currency },
    requiredTicket: r.requiredTicket,
    rateId: r.rateId,
    hotelId: hotel.hotelId,
    promotion: r.promotion,
    reserveCode: r.reserveCode,
    tarifa: {
      venta: fromCents(sale.ventaCents),
      iva,
      gastoAdministrativo: fee,
      total: Math.round((sale.afterTax + fee) * 100) / 100,
      moneda: r.price.currency,
    },
    hotelName: hotel.name,
    provider: DISNEY_HOTELS_LABEL,
    cancelPolicy: r.cancelPolicy,
    codigos: r.codes,
    politicaCancelacion: { nonRefundable: r.nonRefundable },
  };
};

/** The hotels as the portal is shown them: only rates the agency still holds `rooms` of, every night. */
const withRoomsLeft = (
  hotels: DisneyHotelOffer[],
  nights: string[],
  rooms: number,
  left: Map<string, number>,
  pricer: Pricer,
): TDisneyHotel[] =>
  hotels.flatMap((h) => {
    const rates = h.rooms.filter((r) => {
      const prefix = `${DISNEY_ALLOTMENT_SUPPLIER}|${h.hotelId}|${r.roomId}|`;
      return nights.every((night, i) => (left.get(prefix + night) ?? r.allotment[i] ?? 0) >= rooms);
    });
    if (rates.length === 0) return [];
    const habitaciones = rates.map((r) => disneyRoomOf(h, r, pricer));
    const first = habitaciones[0]!;
    return [
      {
        id: h.hotelId,
        name: h.name,
        image: h.image,
        currency: h.currency,
        habitaciones,
        summary: { name: first.name, rateName: first.rateName, tarifa: first.tarifa },
      },
    ];
  });

/**
 * POST multihoteldispo/ (spec §7): Walt Disney World or Disneyland hotels for the stay and
 * the occupancy (every room alike: spec §3 roomCriteria), by category; the rules the portal
 * applies are checked again here (spec §5, §6).
 */
export async function searchDisneyHotels(
  deps: DisneyHotelsDeps,
  user: AuthUser,
  req: TMultiHotelDispoRequest,
  idEntidad: number | null = null,
): Promise<{ answer: () => TMultiHotelDispoResponse; stamp: string }> {
  must(checkStayRange(req.stayRange, { today: todayOf(deps), isAgenteAS: isAgenteAS(user) }));
  if (req.ticketEntryDate) must(checkTicketEntryDate(req.ticketEntryDate, req.stayRange));
  const { checkin, checkout } = req.stayRange;
  const { adultCount, childCount, childAges, roomCount } = req.roomCriteria;
  const room = { adults: adultCount, childAges: normaliseChildAges(childCount, childAges) };
  const hotels = await fromSupplier(
    deps.supplier.search({
      resort: RESORTS[req.destino],
      checkin,
      checkout,
      rooms: [room],
      ...(req.categoria ? { categoria: req.categoria } : {}),
    }),
    MESSAGES.hotelsSearchError,
  );
  const [left, pricer] = await Promise.all([
    deps.remaining.read(
      hotels.map((h) => h.hotelId),
      checkin,
      checkout,
    ),
    disneyPricer(deps, checkin, idEntidad),
  ]);
  // names everything the answer is made of: Disney's answer (the cache hands out one object),
  // the rooms asked, our allotment, and the markup it is sold with
  const stamp = JSON.stringify([answerId(hotels), roomCount, [...left].sort(), pricerStamp(pricer)]);
  const answer = (): TMultiHotelDispoResponse => ({
    hoteles: withRoomsLeft(hotels, stayNights(checkin, checkout), roomCount, left, pricer),
    failedSuppliers: [],
  });
  return { answer, stamp };
}
