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
import type { z } from 'zod';
import type { AuthUser } from '../../plugins/auth';
import { badRequest, fromSupplier, must } from '../../errors';
import { todayOf } from '../module-deps';
import { bookingEntityOf } from '../main/entities/booking-entity';
import { supplierById, type HotelSupplier, type RateOffer } from '../../suppliers/hotels';
import type { HotelsDeps } from './deps';
import { type ZReservateRequest } from '@portal/domain';

type PreparedRoom = {
  index: number;
  entry: TReservationEntry;
  supplier: HotelSupplier;
  offer: RateOffer;
  pasajeros: TPassenger[];
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
): Promise<PreparedRoom> {
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
  const shown = parseProviderPrice(entry.tarifa);
  // amounts recomputed on the server; more than 0.01 apart means the rate changed
  if (shown.venta === undefined || Math.abs(shown.venta - offer.price.venta) > 1)
    throw badRequest(MESSAGES.priceChanged);
  return { index, entry, supplier, offer, pasajeros: entry.pasajeros };
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
  const rooms = settled.map((r) => (r as PromiseFulfilledResult<PreparedRoom>).value);
  for (const room of rooms) {
    const { offer, index } = room;
    if (offer.hotel.idCiudad !== destination.idCiudad) throw badRequest(MESSAGES.cartDifferentDestination);
    if (offer.nonRefundable && !agent) throw badRequest(MESSAGES.nonRefundableOnlyAS);
    checkPassengers(index, room.pasajeros, offer, today);
  }
  const entities = new Set(list.map((e) => given(e.idEntidad) ?? null));
  if (entities.size > 1) throw badRequest(MESSAGES.entityMixed);
  const idEntidad = await bookingEntityOf(deps.db, user, list[0]?.idEntidad);
  return { rooms, idEntidad, destino: body.destino };
}
