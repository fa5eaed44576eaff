import {
  CART_MAX_ITEMS,
  checkPassenger,
  checkStayRange,
  given,
  isAgenteAS,
  MESSAGES,
  parseProviderPrice,
  type TPassenger,
  type TReservationEntry,
} from '@portal/domain';
import type { TMarkedPrice } from '@portal/domain/commerce/markups';
import type { z } from 'zod';
import type { AuthUser } from '../../plugins/auth';
import { badRequest, fromSupplier, must } from '../../errors';
import { todayOf } from '../module-deps';
import { bookingEntityOf } from '../main/entities/booking-entity';
import { supplierById, type HotelSupplier, type PriceParts, type RateOffer } from '../../suppliers/hotels';
import type { HotelsDeps } from './deps';
import type { Pricer } from '../markups/pricing';
import { hotelPricers, salePriceParts } from './hotel-prices';
import { type ZReservateRequest } from '@portal/domain';

type CheckedRoom = {
  index: number;
  entry: TReservationEntry;
  supplier: HotelSupplier;
  offer: RateOffer;
  pasajeros: TPassenger[];
};
type PreparedRoom = CheckedRoom & {
  /** the room's amounts at the sale for the cart's entity, and its net, markup and sale (D-25) */
  sale: PriceParts;
  price: TMarkedPrice;
};
export type PreparedCart = { rooms: PreparedRoom[]; idEntidad: number | null; destino: string };

/** Where a room's rule broke: the agent reads 'Habitación N: …' (spec §5 messages). */
const inRoom = (room: number, path = `reservationsList.${room}`) => ({
  path,
  label: `Habitación ${room + 1}`,
});

/** The passengers of one room: as many as its occupancy, adults first (spec §5 hotel booking form). */
function checkPassengers(room: number, pax: TPassenger[], offer: RateOffer, today: string) {
  const { adults, childAges, checkin } = offer.key;
  if (pax.length !== adults + childAges.length)
    throw badRequest(`Habitación ${room + 1}: ${MESSAGES.passengerCountMismatch}`);
  pax.forEach((p, j) => {
    const minorAge = j < adults ? undefined : childAges[j - adults];
    const group = j < adults ? 'adult' : 'minor';
    must(
      checkPassenger(p, { group, form: 'hotel', today, refDate: checkin, minorAge, isLead: j === 0 }),
      inRoom(room, `reservationsList.${room}.pasajeros.${j}`),
    );
  });
}

/** One cart room: its token names a rate the supplier sells now, at the price the portal showed. */
async function prepareRoom(
  deps: HotelsDeps,
  calendar: { today: string; isAgenteAS: boolean },
  entry: TReservationEntry,
  index: number,
): Promise<CheckedRoom> {
  const supplierKey = supplierById(entry.proveedor);
  const token = entry.informacionRsrv;
  if (!supplierKey || typeof token !== 'string' || token.length === 0 || token.length > 400)
    throw badRequest(MESSAGES.rateUnavailable);
  // The stay's rules before the supplier is asked: nights nobody may book (9999-12-01) are
  // never priced, and the token's own stay must then be this one.
  must(checkStayRange({ checkin: entry.checkin, checkout: entry.checkout }, calendar), inRoom(index));
  const supplier = deps.suppliers[supplierKey];
  const offer = await fromSupplier(supplier.checkRate(token), MESSAGES.reservationError);
  if (!offer) throw badRequest(MESSAGES.rateUnavailable);
  const { key } = offer;
  if (
    String(entry.hotelID) !== key.hotelId ||
    entry.checkin !== key.checkin ||
    entry.checkout !== key.checkout
  )
    throw badRequest(MESSAGES.rateMismatch);
  return { index, entry, supplier, offer, pasajeros: entry.pasajeros };
}

/**
 * The room at the sale for the cart's entity (D-25): the rate the portal showed must be it,
 * amounts recomputed on the server; more than 0.01 apart means the rate changed (or it was
 * shown for another client entity).
 */
function pricedRoom(room: CheckedRoom, pricer: Pricer): PreparedRoom {
  const { parts, price } = salePriceParts(pricer, room.offer.price);
  const shown = parseProviderPrice(room.entry.tarifa);
  if (shown.venta === undefined || Math.abs(shown.venta - parts.venta) > 1)
    throw badRequest(MESSAGES.priceChanged);
  return { ...room, sale: parts, price };
}

/** Every rule of the booking (spec §4, §5, §6, §9), from the server's own data; throws 400. */
export async function prepareCart(
  deps: HotelsDeps,
  user: AuthUser,
  body: z.infer<typeof ZReservateRequest>,
): Promise<PreparedCart> {
  const list = body.reservationsList;
  if (list.length > CART_MAX_ITEMS) throw badRequest(MESSAGES.cartFull);
  const destination = await fromSupplier(deps.catalogue.resolve(body.destino), MESSAGES.reservationError);
  if (!destination) throw badRequest(MESSAGES.unknownDestination);
  const agent = isAgenteAS(user);
  const today = todayOf(deps);
  // every room's rate asked at once; the first room in the cart that breaks a rule is reported
  const settled = await Promise.allSettled(
    list.map((entry, i) => prepareRoom(deps, { today, isAgenteAS: agent }, entry, i)),
  );
  const broken = settled.find((r) => r.status === 'rejected');
  if (broken) throw broken.reason;
  const checked = settled.map((r) => (r as PromiseFulfilledResult<CheckedRoom>).value);
  for (const room of checked) {
    const { offer, index } = room;
    if (offer.hotel.idCiudad !== destination.idCiudad) throw badRequest(MESSAGES.cartDifferentDestination);
    if (offer.nonRefundable && !agent) throw badRequest(MESSAGES.nonRefundableOnlyAS);
    checkPassengers(index, room.pasajeros, offer, today);
  }
  const entities = new Set(list.map((e) => given(e.idEntidad) ?? null));
  if (entities.size > 1) throw badRequest(MESSAGES.entityMixed);
  const idEntidad = await bookingEntityOf(deps.db, user, list[0]?.idEntidad);
  const stay = checked[0]?.offer.key;
  const pricer = await hotelPricers(deps, {
    checkin: stay?.checkin ?? '',
    idCiudad: destination.idCiudad,
    idEntidad,
  });
  const rooms = checked.map((room) => pricedRoom(room, pricer(room.supplier.key)));
  return { rooms, idEntidad, destino: body.destino };
}
