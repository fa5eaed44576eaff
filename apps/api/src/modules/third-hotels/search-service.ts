import {
  CART_MAX_ITEMS,
  checkStayRange,
  given,
  isAgenteAS,
  MESSAGES,
  normaliseChildAges,
  stayNights,
  type THotel,
  type THotelDispoRequest,
  type THotelDispoResponse,
} from '@portal/domain';
import { badRequest, fromSupplier, must } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { ThirdHotelOffer, ThirdRate } from '../../suppliers/third-provider';
import { todayOf } from '../module-deps';
import { thirdHotelOf, thirdRoomOf } from './answers';
import { THIRD_SUPPLIER, type ThirdHotelsDeps } from './deps';
import type { Pricer } from '../markups/pricing';
import { thirdPricer } from './third-prices';

type Criterion = { adults: number; childAges: number[]; roomCount: number };
const occupancyOf = (c: Criterion) => `${c.adults}|${c.childAges.join(',')}`;

/** The searched rooms of one occupancy together: entries alike take that many rooms of a type. */
const roomsWanted = (criteria: Criterion[]) => {
  const wanted = new Map<string, number>();
  for (const c of criteria) wanted.set(occupancyOf(c), (wanted.get(occupancyOf(c)) ?? 0) + c.roomCount);
  return wanted;
};

/**
 * The hotels as the portal is shown them: for every searched room (its `criterio`), only the
 * rates the agency still holds enough rooms of on every night (spec §4); a hotel without a rate
 * for one of the searched rooms is left out.
 */
function withRoomsLeft(
  criteria: Criterion[],
  answers: Map<string, ThirdHotelOffer[]>,
  nights: string[],
  left: Map<string, number>,
  pricer: Pricer,
): THotel[] {
  const wanted = roomsWanted(criteria);
  const holds = (hotelCode: string, r: ThirdRate, rooms: number) =>
    nights.every(
      (night, i) =>
        (left.get(`${THIRD_SUPPLIER}|${hotelCode}|${r.roomCode}|${night}`) ?? r.allotment[i] ?? 0) >= rooms,
    );
  const people = {
    adults: criteria.reduce((n, c) => n + c.adults * c.roomCount, 0),
    minors: criteria.reduce((n, c) => n + c.childAges.length * c.roomCount, 0),
  };
  return (answers.get(occupancyOf(criteria[0]!)) ?? []).flatMap((hotel) => {
    const perRoom = criteria.map((c) => {
      const offer = answers.get(occupancyOf(c))?.find((h) => h.hotelCode === hotel.hotelCode);
      return (offer?.rates ?? []).filter((r) => holds(hotel.hotelCode, r, wanted.get(occupancyOf(c))!));
    });
    if (perRoom.some((rates) => rates.length === 0)) return [];
    return [
      thirdHotelOf(
        hotel,
        perRoom.flatMap((rates, i) => rates.map((r) => thirdRoomOf(r, i, pricer))),
        people,
      ),
    ];
  });
}

/**
 * POST hoteldispo/ (spec §7, third provider): the city of `destinoIATA`, one supplier search per
 * distinct occupancy of roomCriteriaList, by category (spec §9: 0 or absent is every one); the
 * calendar of the user (spec §5, §6) checked again here. A supplier fault is a 502 (spec §8).
 */
export async function searchThirdHotels(
  deps: ThirdHotelsDeps,
  user: AuthUser,
  req: THotelDispoRequest,
  idEntidad: number | null = null,
): Promise<THotelDispoResponse> {
  must(checkStayRange(req.stayRange, { today: todayOf(deps), isAgenteAS: isAgenteAS(user) }), {
    path: 'stayRange',
  });
  if (req.roomCriteriaList.reduce((n, c) => n + c.roomCount, 0) > CART_MAX_ITEMS)
    throw badRequest(MESSAGES.tooManyRooms);
  const { checkin, checkout } = req.stayRange;
  const criteria: Criterion[] = req.roomCriteriaList.map((c) => ({
    adults: c.adultCount,
    childAges: normaliseChildAges(c.childCount, c.childAges),
    roomCount: c.roomCount,
  }));
  const distinct = [...new Map(criteria.map((c) => [occupancyOf(c), c])).values()];
  const stars = given(req.starQuantity) || undefined;
  const found = await fromSupplier(
    Promise.all(
      distinct.map((c) =>
        deps.supplier.search({
          city: req.destinoIATA,
          checkin,
          checkout,
          adults: c.adults,
          childAges: c.childAges,
          stars,
        }),
      ),
    ),
    MESSAGES.hotelsSearchError,
  );
  // the category again on our side: a supplier that ignored it does not widen the search
  const answers = new Map(
    distinct.map((c, i) => [occupancyOf(c), found[i]!.filter((h) => !stars || h.stars === stars)]),
  );
  const hotelCodes = [...new Set(found.flat().map((h) => h.hotelCode))];
  const [left, pricer] = await Promise.all([
    deps.remaining.read(hotelCodes, checkin, checkout),
    thirdPricer(deps, checkin, idEntidad),
  ]);
  return {
    hoteles: withRoomsLeft(criteria, answers, stayNights(checkin, checkout), left, pricer),
    failedSuppliers: [],
  };
}
