import { describe, expect, it } from 'vitest';
import { addDays, isInventoryLine, RESERVATION_MODULES, type TInventoryLine } from '@portal/domain';
import { isSoldOut } from '@portal/sandbox/tickets/sold-out';
import { UNIVERSAL_CATALOGUE } from '@portal/sandbox/tickets/index';
import { hotelAllotments } from '../../db/schema-hotels';
import { flightSegments } from '../../db/schema-flights';
import { ticketEventPlaces } from '../../db/schema-tickets';
import { useTestApp } from '../../test/app';
import { bookingBody as disneyBody, disneyKit, newDisneyKey } from '../disney-hotels/test-kit';
import { flightBody, flightsKit } from '../flights/test-kit';
import { adult, entryFor, findRoom, hotelBooking, refundable, stay } from '../hotels/test-kit';
import { testToday } from '../../test/clock';
import {
  bookingBody as thirdBody,
  newThirdKey,
  refundable as thirdRefundable,
  thirdKit,
} from '../third-hotels/test-kit';
import { newKey as newTicketKey, universalBooking } from '../tickets/test-fixtures';
import { cancelKit } from './cancel-test-kit';

// Issue 29, item 6: the third provider's rooms were never given back when a booking was
// cancelled. For every product line with a canceller: one booking, its cancellation, and the
// agency's own inventory (hotel allotments, flight seats, Universal event places) exactly where
// it was. A new line must be classified below: it either books here or says why it holds nothing.
const t = useTestApp();
const { detail, cancel } = cancelKit(t);

/** What the lines whose inventory is the supplier's, not ours, would take: nothing. */
/** The domain's inventory lines (PRODUCT_LINES' holdsInventory); BOOK must book each. */
const INVENTORY_LINES = RESERVATION_MODULES.filter(isInventoryLine).sort();

const HOLDS_NOTHING_OF_OURS: Record<string, string> = {
  cars: 'the rental brand (AVIS/BUDGET) holds its cars',
  activities: 'the activities supplier holds its places',
  transfers: 'the transfers supplier holds its vehicles',
  assistance: 'a policy: nothing runs out',
};

/** What the agency's inventory has given away: every row whose remaining is below its initial. */
async function taken() {
  const rooms = await t.db.select().from(hotelAllotments);
  const seats = await t.db.select().from(flightSegments);
  const places = await t.db.select().from(ticketEventPlaces);
  return {
    rooms: rooms
      .filter((r) => r.remaining !== r.initial)
      .map((r) => `${r.supplier}|${r.hotelId}|${r.roomCode}|${r.night}: ${r.initial - r.remaining}`)
      .sort(),
    seats: seats
      .filter((s) => s.seatsLeft !== s.seats)
      .map((s) => `${s.id}: ${s.seats - s.seatsLeft}`)
      .sort(),
    places: places
      .filter((p) => p.remaining !== p.initial)
      .map((p) => `${p.supplier}|${p.programId}|${p.eventDateTime}: ${p.initial - p.remaining}`)
      .sort(),
  };
}

/** One refundable booking of each line that takes inventory of ours; its reservation id. */
const BOOK: Record<TInventoryLine, () => Promise<number>> = {
  hotels: async () => {
    const { search, reserve } = hotelBooking(t);
    const { hotel, room } = findRoom(await search({ stayRange: stay(45, 2) }), refundable(1));
    const res = await reserve([entryFor(hotel, room, [adult(0), adult(1)])]);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().Omnibees[0].reservaId as number;
  },
  'disney-hotels': async () => {
    const kit = disneyKit(t);
    const range = stay(45, 3);
    const room = kit.findRoom(
      await kit.search({ range }),
      (r) => !r.requiredTicket && !r.politicaCancelacion?.nonRefundable && r.promotion === null,
    );
    const key = newDisneyKey();
    const res = await kit.book(disneyBody(room, range), { key });
    expect(res.statusCode, res.body).toBe(200);
    return (await kit.rowsOf(key))[0]!.id;
  },
  'third-hotels': async () => {
    const kit = thirdKit(t);
    const range = stay(45, 3);
    const { hotel, room } = kit.findRoom(await kit.search({ range }), thirdRefundable);
    const key = newThirdKey();
    const res = await kit.book(thirdBody(hotel, room, range), { key });
    expect(res.statusCode, res.body).toBe(200);
    return (await kit.rowsOf(key))[0]!.id;
  },
  flights: async () => {
    const kit = flightsKit(t);
    const [trip] = await kit.search({
      destino: 'PUJ',
      from: addDays(testToday(), 35),
      to: addDays(testToday(), 90),
    });
    const res = await kit.book(flightBody(trip!, 2));
    expect(res.statusCode, res.body).toBe(200);
    return (await kit.flightRows()).at(-1)!.id;
  },
  tickets: async () => {
    const { date, eventDateTime } = expressSlot();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tickets/tickets/pre-reservar/Universal',
      headers: { ...t.vendedor, 'idempotency-key': newTicketKey() },
      payload: universalBooking({ code: 'UOR-EXP-1D', date, eventDateTime, adults: 2, children: 1 }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().reservaId as number;
  },
};

/** A Universal Express slot 30 days or more ahead with room for a party of 3. */
function expressSlot() {
  for (let d = addDays(testToday(), 30), i = 0; i < 400; d = addDays(d, 1), i++) {
    if (isSoldOut('universal', d)) continue;
    const event = UNIVERSAL_CATALOGUE.events('UOR-EXP-1D', d).find((e) => e.available >= 3);
    if (event) return { date: d, eventDateTime: event.eventDateTime };
  }
  throw new Error('no Express slot with 3 places');
}

describe('POST /api/main/reservas/:id/cancelar gives back what the booking took', () => {
  it('classifies every line that cancels: it takes inventory of ours, or says why not', () => {
    const classified = [...Object.keys(BOOK), ...Object.keys(HOLDS_NOTHING_OF_OURS)].sort();
    expect(Object.keys(t.app.productLines.cancellers).sort()).toEqual(classified);
    expect(Object.keys(BOOK).sort()).toEqual(INVENTORY_LINES);
  });

  it.each(INVENTORY_LINES)('%s: booking takes inventory, cancelling gives all of it back', async (line) => {
    const before = await taken();
    const id = await BOOK[line]();
    expect(await taken()).not.toEqual(before);
    const quote = (await detail(id)).cancelacion;
    expect(quote.cancelable).toBe(true);
    const res = await cancel(id, quote.penalidad);
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail(id)).status).toBe('cancelled');
    expect(await taken()).toEqual(before);
  });
});
