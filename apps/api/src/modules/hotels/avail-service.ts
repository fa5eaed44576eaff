import {
  CART_MAX_ITEMS,
  checkStayRange,
  isAgenteAS,
  MESSAGES,
  normaliseChildAges,
  type THotelAvailRequest,
} from '@portal/domain';
import type { AuthUser } from '../../plugins/auth';
import { AppError, badRequest, fromSupplier, must } from '../../errors';
import { answerId } from '../../lib/encoded-answers';
import { todayOf } from '../module-deps';
import { fanOut, type FanOutResult } from '../../suppliers/core';
import {
  HOTEL_SUPPLIER_KEYS,
  SUPPLIER_LABELS,
  type Criteria,
  type HotelSupplierKey,
  type ProviderHotel,
  type SupplierHotel,
} from '../../suppliers/hotels';
import type { HotelsDeps } from './deps';
import { pricerStamp, type Pricer } from '../markups/pricing';
import { hotelPricers, markedShownRoom } from './hotel-prices';
import { type THotelAvailResponse } from '@portal/domain';

const DISABLED_FLAG = {
  OMNIBEES: 'isOmnibeesDisable',
  PRESTIGE: 'isPrestigeDisable',
  HBSI: 'isHBSIDisable',
} as const satisfies Record<HotelSupplierKey, keyof THotelAvailRequest>;

/** The search rules the portal also applies (spec §5, §6, §9); the server is the guard. */
async function validate(deps: HotelsDeps, user: AuthUser, req: THotelAvailRequest) {
  const today = todayOf(deps);
  must(checkStayRange(req.stayRange, { today, isAgenteAS: isAgenteAS(user) }));
  const rooms = req.roomCriteriaList.reduce((n, c) => n + c.roomCount, 0);
  if (rooms > CART_MAX_ITEMS) throw badRequest(MESSAGES.tooManyRooms);
  const destination = await fromSupplier(
    deps.catalogue.resolve(req.destino),
    MESSAGES.availabilitySearchError,
  );
  if (!destination) throw badRequest(MESSAGES.unknownDestination);
  return destination;
}

/**
 * The hotels as the portal is shown them, with only the rooms the agency still holds for every
 * night (its contracted allotment less what it booked, spec §4); a hotel with no room left
 * for one of the searched rooms is left out.
 */
function withRoomsLeft(
  hotels: SupplierHotel[],
  criteria: Criteria[],
  left: Map<string, number>,
  pricer: (supplier: HotelSupplierKey) => Pricer,
): ProviderHotel[] {
  const out: ProviderHotel[] = [];
  const cantAdl = criteria.reduce((n, c) => n + c.adults * c.roomCount, 0);
  const cantChl = criteria.reduce((n, c) => n + c.childAges.length * c.roomCount, 0);
  for (const h of hotels) {
    const kept = h.rates.filter((r) => {
      const wanted = criteria[r.criterion]?.roomCount ?? 1;
      const prefix = `${h.supplier}|${h.hotelId}|${r.roomCode}|`;
      return h.nights.every((night, i) => (left.get(prefix + night) ?? r.allotment[i] ?? 0) >= wanted);
    });
    if (!criteria.every((_, i) => kept.some((r) => r.criterion === i))) continue;
    out.push({
      ...h.shown,
      cantPaxTotal: cantAdl + cantChl,
      cantAdl,
      cantChl,
      // the agency's sale for the entity the quote is for (D-25)
      habitaciones: kept.map((r) => markedShownRoom(r.shown, pricer(h.supplier))),
    });
  }
  return out;
}

/**
 * POST api/client/hotels/avail: the suppliers the flags leave on are asked in parallel, each
 * cut at its own timeout; the answer holds what answered and says who failed (spec §7,
 * docs/architecture.md "Suppliers and the simulator").
 */
export async function searchAvailability(
  deps: HotelsDeps,
  user: AuthUser,
  req: THotelAvailRequest,
  idEntidad: number | null = null,
): Promise<{ answer: () => THotelAvailResponse; stamp: string }> {
  const destination = await validate(deps, user, req);
  const stars = req.categoriaHotel || req.starQuantity || 0;
  const hotels = stars ? destination.hotels.filter((h) => h.stars === stars) : destination.hotels;
  const { checkin, checkout } = req.stayRange;
  const hotelIds = hotels.map((h) => h.id);
  const criteria: Criteria[] = req.roomCriteriaList.map((c) => ({
    adults: c.adultCount,
    childAges: normaliseChildAges(c.childCount, c.childAges),
    roomCount: c.roomCount,
  }));
  const enabled = HOTEL_SUPPLIER_KEYS.filter((k) => !req[DISABLED_FLAG[k]]);
  const [left, pricer, results] = await Promise.all([
    deps.remaining.read(hotelIds, checkin, checkout),
    hotelPricers(deps, { checkin, idCiudad: destination.idCiudad, idEntidad }),
    fanOut(
      Object.fromEntries(
        enabled.map((k) => [k, () => deps.suppliers[k].search({ hotelIds, checkin, checkout, criteria })]),
      ),
    ),
  ]);
  const byKey = new Map(results.map((r) => [r.supplier as HotelSupplierKey, r]));
  if (enabled.length > 0 && results.every((r) => !r.ok)) {
    throw new AppError(502, MESSAGES.availabilitySearchError);
  }
  const stamp = JSON.stringify([
    hotelIds,
    checkin,
    checkout,
    criteria,
    results.map((r) => (r.ok ? answerId(r.value as object) : `${r.supplier}:${r.fault}`)),
    [...left].sort(),
    HOTEL_SUPPLIER_KEYS.map((k) => pricerStamp(pricer(k))),
  ]);
  const list = (k: HotelSupplierKey) => {
    const r = byKey.get(k);
    return { hoteles: r?.ok ? withRoomsLeft(r.value as SupplierHotel[], criteria, left, pricer) : [] };
  };
  const state = (k: HotelSupplierKey, r: FanOutResult<unknown> | undefined) => ({
    proveedor: SUPPLIER_LABELS[k],
    estado: !r
      ? ('desactivado' as const)
      : r.ok
        ? ('ok' as const)
        : r.fault === 'timeout'
          ? ('timeout' as const)
          : ('error' as const),
    ms: r ? Math.round(r.ms) : 0,
  });
  const answer = (): THotelAvailResponse => {
    const proveedores = HOTEL_SUPPLIER_KEYS.map((k) => state(k, byKey.get(k)));
    return {
      hotelAvailResponseOmnibees: list('OMNIBEES'),
      hotelAvailResponsePrestige: list('PRESTIGE'),
      hotelAvailResponseHBSI: list('HBSI'),
      failedSuppliers: proveedores
        .filter((p) => p.estado === 'error' || p.estado === 'timeout')
        .map((p) => p.proveedor),
      proveedores,
    } as THotelAvailResponse;
  };
  return { answer, stamp };
}
