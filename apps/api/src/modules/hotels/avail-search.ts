import { setImmediate } from 'node:timers/promises';
import {
  CART_MAX_ITEMS,
  checkStayRange,
  isAgenteAS,
  MESSAGES,
  normaliseChildAges,
  type THotelAvailRequest,
  type TProviderState,
} from '@portal/domain';
import type { AuthUser } from '../../plugins/auth';
import { badRequest, fromSupplier, must } from '../../errors';
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
import type { Pricer } from '../markups/pricing';
import { hotelPricers, markedShownRoom } from './hotel-prices';

// The one search both answers of avail are made of (issue 34, item 3): the single JSON answer
// (avail-service.ts) and the stream of one line per supplier (avail-stream.ts).

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

export type SupplierResult = FanOutResult<unknown> & { supplier: HotelSupplierKey };

/** How a supplier answered, as `proveedores` says it (undefined: not asked). */
export const supplierState = (k: HotelSupplierKey, r: SupplierResult | undefined): TProviderState => ({
  proveedor: SUPPLIER_LABELS[k],
  estado: !r ? 'desactivado' : r.ok ? 'ok' : r.fault === 'timeout' ? 'timeout' : 'error',
  ms: r ? Math.round(r.ms) : 0,
});

/** The allotment left and the markups of the search, read while the suppliers are asked. */
export type SearchContext = { left: Map<string, number>; pricer: (k: HotelSupplierKey) => Pricer };

export type StartedSearch = {
  enabled: HotelSupplierKey[];
  /** one per enabled supplier, in `enabled` order; settles when it answers or fails, never rejects */
  calls: Promise<SupplierResult>[];
  context: Promise<SearchContext>;
  /** what the search's stamp is made of besides the suppliers' answers */
  stampParts: unknown[];
  /** a supplier's hotels as both answers show them (none when it failed) */
  hotelsOf: (r: SupplierResult | undefined, ctx: SearchContext) => ProviderHotel[];
};

/**
 * Checks the search (400 before anything else) and starts asking the suppliers the flags leave
 * on, each in parallel and cut at its own timeout (spec §7, docs/architecture.md "Suppliers
 * and the simulator").
 */
export async function startSearch(
  deps: HotelsDeps,
  user: AuthUser,
  req: THotelAvailRequest,
  idEntidad: number | null,
): Promise<StartedSearch> {
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
  // one fan-out per supplier, so each can be told apart as soon as it settles
  const calls = enabled.map((k) =>
    fanOut({ [k]: () => deps.suppliers[k].search({ hotelIds, checkin, checkout, criteria }) }).then(
      ([r]) => r as SupplierResult,
    ),
  );
  // the database is read a turn later, once the calls' requests are out: the embedded database
  // (PGlite, WebAssembly) reads on this thread, and the requests waited for it (measured: the
  // calls reached the suppliers 4-7 ms after they were made, and 1-5 ms with this turn)
  const context = setImmediate().then(async () => {
    const [left, pricer] = await Promise.all([
      deps.remaining.read(hotelIds, checkin, checkout),
      hotelPricers(deps, { checkin, idCiudad: destination.idCiudad, idEntidad }),
    ]);
    return { left, pricer };
  });
  return {
    enabled,
    calls,
    context,
    stampParts: [hotelIds, checkin, checkout, criteria],
    hotelsOf: (r, ctx) =>
      r?.ok ? withRoomsLeft(r.value as SupplierHotel[], criteria, ctx.left, ctx.pricer) : [],
  };
}
