import { MESSAGES } from '@portal/domain';
import type { Reservation } from '../reservations/repo';
import { recordOutcome } from '../reservations/repo';
import { rowsOfKey } from '../reservations/unsettled';
import { settleRows, type RowMove } from '../booking/settle';
import { releaseAllotments } from '../allotments/repo';
import type { BookingState, HotelSupplierKey, SupplierBooking } from '../../suppliers/hotels';
import { confirmedAnswer, needsOf, type StoredRequest } from './answers';
import { giveBackRooms, UNDONE, undo } from './book-items';
import type { HotelsDeps } from './deps';
import type { KeyAnswerer } from '../booking/key-answers';

const awaitingAgent = (r: Reservation) => r.status === 'pending' && (r.supplierRef ?? '').startsWith('PEND-');

const cartKey = (r: Reservation) => `${r.userId}|${r.idempotencyKey ?? `row-${r.id}`}`;

const roomsOf = (r: Reservation) => {
  const { rateKey, allotment } = r.request as StoredRequest;
  return needsOf(rateKey, allotment ?? []);
};

const release = (deps: HotelsDeps, rows: Reservation[]) =>
  giveBackRooms(
    deps,
    rows.map((r) => r.request as StoredRequest),
  );

/**
 * Settles hotel rooms nobody recorded an answer for, cart by cart (all or nothing, as the
 * booking itself): every room the supplier holds under our reference → the cart is confirmed
 * and its Idempotency-Key answers the confirmation; otherwise the rooms it holds are cancelled
 * with it, the rest failed, every room given back, and the key answers the booking error.
 * Rooms waiting past their time for the agent to accept them (PEND-…) expire and go back.
 */
export async function settleHotelRows(deps: HotelsDeps, rows: Reservation[]) {
  const expired = rows.filter(awaitingAgent);
  for (const r of expired) {
    await recordOutcome(deps.db, r.id, {
      status: 'failed',
      cause: 'vencida: el agente no la confirmó a tiempo',
    });
  }
  if (expired.length > 0) await release(deps, expired);
  const carts = new Map<string, Reservation[]>();
  for (const r of rows.filter((x) => !awaitingAgent(x)))
    carts.set(cartKey(r), [...(carts.get(cartKey(r)) ?? []), r]);
  for (const unsettled of carts.values()) await settleCart(deps, unsettled);
}

async function settleCart(deps: HotelsDeps, unsettled: Reservation[]) {
  const supplierOf = (r: Reservation) => deps.suppliers[r.supplier as HotelSupplierKey];
  const states = new Map<number, BookingState>();
  for (const r of unsettled) states.set(r.id, await supplierOf(r).bookingState(deps.supplierReference(r.id)));
  const cart = unsettled[0]!.idempotencyKey === null ? unsettled : await rowsOfKey(deps.db, unsettled[0]!);
  const held = (r: Reservation) =>
    states.has(r.id) ? states.get(r.id)!.state === 'confirmed' : r.status === 'confirmed';
  const bookingOf = (r: Reservation) => {
    const s = states.get(r.id);
    return (s && s.state !== 'none' ? s.booking : r.response) as SupplierBooking;
  };
  // the rooms the supplier holds are confirmed, those it does not failed (their nights back),
  // with the cart's answer, in one transaction (issue 29, item 3)
  const moves: RowMove[] = unsettled.map((r) => {
    const s = states.get(r.id)!;
    return s.state === 'confirmed'
      ? {
          id: r.id,
          outcome: {
            status: 'confirmed',
            supplierRef: s.code,
            response: s.booking,
            cause: 'conciliada: el proveedor tiene la reserva',
          },
        }
      : { id: r.id, outcome: { status: 'failed', cause: 'conciliada: el proveedor no tiene la reserva' } };
  });
  const notHeld = unsettled.filter((r) => states.get(r.id)!.state !== 'confirmed');
  if (cart.every(held)) {
    const booked = cart.map((row) => ({
      row,
      supplier: supplierOf(row),
      booking: bookingOf(row),
      request: row.request as StoredRequest,
    }));
    await settleRows(deps.db, cart[0]!, moves, { statusCode: 200, body: confirmedAnswer(booked) });
    return;
  }
  const failed = { statusCode: 502, body: { message: MESSAGES.reservationError } };
  await settleRows(deps.db, cart[0]!, moves, failed, {
    giveBack: (tx) => releaseAllotments(tx, notHeld.flatMap(roomsOf)),
  });
  deps.remaining.invalidate();
  // the rooms it holds are cancelled with the cart, and given back
  const giveBack: Reservation[] = [];
  for (const r of unsettled) {
    const s = states.get(r.id)!;
    if (s.state !== 'confirmed') continue;
    // still held at the supplier when the cancel keeps failing: confirmed, not given back
    if (!(await undo(deps, { row: r, supplier: supplierOf(r) }, { codigoReserva: s.code }))) continue;
    await recordOutcome(deps.db, r.id, {
      status: 'cancelled',
      supplierRef: s.code,
      errorMessage: UNDONE,
      cause: 'conciliada: otra habitación de la reserva no se confirmó',
    });
    giveBack.push(r);
  }
  if (giveBack.length > 0) await release(deps, giveBack);
}

/** A room its supplier confirmed (and the agent may have cancelled since, from Mis reservas). */
const heldOnce = (r: Reservation) =>
  r.status === 'confirmed' ||
  r.status === 'cancelling' ||
  (r.status === 'cancelled' && r.errorMessage !== UNDONE && /^(?!PEND-|PROC-)./.test(r.supplierRef ?? ''));

/**
 * A settled cart's answer, rebuilt from its rows for a key a crash left without one (issue 29,
 * item 3): rooms that waited for the agent answered their mapping (spec §4); a cart every room
 * of which the supplier confirmed, the confirmation; any other, the reservation error.
 */
export const hotelKeyAnswer =
  (deps: HotelsDeps): KeyAnswerer =>
  async (cart) => {
    if (cart.length === 0) return undefined;
    if (cart.some((r) => (r.request as StoredRequest).onRequest)) {
      const reservaIdMapping = Object.fromEntries(cart.map((r) => [String(r.id), `PEND-${r.id}`]));
      return {
        statusCode: 200,
        body: { reservaIdMapping, notificationMessages: [MESSAGES.nonRefundableBookingDialog] },
      };
    }
    if (!cart.every(heldOnce)) return { statusCode: 502, body: { message: MESSAGES.reservationError } };
    const booked = cart.map((row) => ({
      row,
      supplier: deps.suppliers[row.supplier as HotelSupplierKey],
      booking: row.response as SupplierBooking,
      request: row.request as StoredRequest,
    }));
    return { statusCode: 200, body: confirmedAnswer(booked) };
  };
