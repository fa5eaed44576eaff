import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TActivityLocation, TDisneyRoom } from '@portal/domain';
import { idempotencyKeys, reservations } from '../../db/schema';
import { useTestApp, type TestHandle } from '../../test/app';
import { failKeyAnswers } from '../../test/failing-db';
import { adult, entryFor, findRoom, hotelBooking, refundable, stay } from '../hotels/test-kit';
import { bookingBody as disneyBody, disneyKit } from '../disney-hotels/test-kit';
import { bookingBody as thirdBody, refundable as thirdRefundable, thirdKit } from '../third-hotels/test-kit';
import { bookingBody as ticketBody, openDate } from '../tickets/test-fixtures';
import { carBody, carsKit, rental } from '../cars/test-kit';
import { assistanceKit, trip, voucherBody } from '../assistance/test-kit';
import { serviceDay, transferSearch, utilitiesKit } from '../activities/test-kit';
import { flightBody, flightsKit } from '../flights/test-kit';

// Issue 29, item 3: an Idempotency-Key could stay unanswered forever after a crash (a flight
// committed its confirmed row, then stored the answer in a second step; a kill in between left
// the key answering 409 'todavía se está procesando' and then 'no la repita'). In every product
// line the answer is now written in the transaction of the row's final status, and
// reconciliation answers the key of any settled row that has none.
const t = useTestApp({ reconcile: { intervalMs: 0, graceMs: 0, awaitingMs: 60_000 } });

type Sent = { statusCode: number; body: string; json: () => unknown };
/** A booking ready to send: the same body under any key. */
type Booking = (key: string) => Promise<Sent>;
type Line = { module: string; held: string; prepare: (t: TestHandle, ahead: number) => Promise<Booking> };

const withKey = (key: string) => ({ ...t.vendedor, 'idempotency-key': key });

const LINES: Line[] = [
  {
    module: 'tickets',
    held: 'pre_booked',
    prepare: async (t) => {
      const payload = ticketBody({ park: 'disney', code: 'WDW-BASE-2D', date: openDate('disney') });
      return (key) =>
        t.app.inject({
          method: 'POST',
          url: '/api/tickets/tickets/pre-reservar/Disney',
          headers: withKey(key),
          payload,
        });
    },
  },
  {
    module: 'hotels',
    held: 'confirmed',
    prepare: async (t, ahead) => {
      const { search, reserve } = hotelBooking(t);
      const { hotel, room } = findRoom(await search({ stayRange: stay(ahead) }), refundable(1));
      const list = [entryFor(hotel, room, [adult(), adult(1)])];
      return (key) => reserve(list, undefined, key);
    },
  },
  {
    module: 'disney-hotels',
    held: 'confirmed',
    prepare: async (t, ahead) => {
      const kit = disneyKit(t);
      const range = stay(ahead, 3);
      const roomOnly = (r: TDisneyRoom) => !r.requiredTicket && !r.politicaCancelacion?.nonRefundable;
      const body = disneyBody(kit.findRoom(await kit.search({ range }), roomOnly), range);
      return (key) => kit.book(body, { key });
    },
  },
  {
    module: 'third-hotels',
    held: 'confirmed',
    prepare: async (t, ahead) => {
      const kit = thirdKit(t);
      const range = stay(ahead, 3);
      const { hotel, room } = kit.findRoom(await kit.search({ range }), thirdRefundable);
      const body = thirdBody(hotel, room, range);
      return (key) => kit.book(body, { key });
    },
  },
  {
    module: 'cars',
    held: 'confirmed',
    prepare: async (t) => {
      const kit = carsKit(t);
      const r = rental();
      const [car] = await kit.search(r);
      const body = carBody(r, car!);
      return (key) => kit.book(body, { key });
    },
  },
  {
    module: 'assistance',
    held: 'pre_booked',
    prepare: async (t) => {
      const kit = assistanceKit(t);
      const tr = trip();
      const [plan] = await kit.quote(tr);
      await kit.accept(plan!.id);
      const body = voucherBody(tr, plan!, [44, 41, 12, 7]);
      return (key) => kit.preBook(plan!.id, body, { key });
    },
  },
  {
    module: 'activities',
    held: 'confirmed',
    prepare: async (t, ahead) => {
      const kit = utilitiesKit(t);
      const date = serviceDay(ahead - 30);
      const offer = await kit.activityOffer((await kit.activityOn('MCO', date)).productCode, date);
      const body = kit.activityBooking(offer);
      return (key) => kit.book('actividades', body, { key });
    },
  },
  {
    module: 'transfers',
    held: 'confirmed',
    prepare: async (t, ahead) => {
      const kit = utilitiesKit(t);
      const list = (await kit.get('/traslados/locations?destinationCode=CUN')).json().locations
        .staticDataResponseV2Location as TActivityLocation[];
      const from = list.find((l) => l.locationType === 'AIRPORT')!.locationCode;
      const to = list.find((l) => l.locationType === 'HOTEL')!.locationCode;
      const answer = await kit.transferOffers(transferSearch({ from, to, date: serviceDay(ahead - 30) }));
      const body = kit.transferBooking(answer, answer.products.availResponseV2Product[0]!);
      return (key) => kit.book('traslados', body, { key });
    },
  },
  {
    module: 'flights',
    held: 'confirmed',
    prepare: async (t) => {
      const kit = flightsKit(t);
      const [found] = await kit.search({ destino: 'CUN', ocupacion: 2 });
      const body = flightBody(found!, 2);
      return (key) => kit.book(body, { key });
    },
  },
];

let keys = 0;
const newKey = (module: string) => `key-answer-${module}-${Date.now().toString(36)}-${++keys}`;

const rowsOf = (key: string) =>
  t.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.userId, t.ids.vendedor), eq(reservations.idempotencyKey, key)));
const keyOf = async (key: string) =>
  (
    await t.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, t.ids.vendedor), eq(idempotencyKeys.key, key)))
  )[0];

/** The key's rows that reached a final status while the key has no answer (must be none). */
const settledWithoutAnswer = async (key: string) => {
  const settled = (await rowsOf(key)).filter((r) => !['pending', 'unknown'].includes(r.status));
  const answer = await keyOf(key);
  return answer?.statusCode != null ? [] : settled.map((r) => `${r.id} ${r.status}`);
};

describe.each(LINES)('the Idempotency-Key of a $module booking (issue 29, item 3)', (line) => {
  it('is answered in the transaction of the final status: a failed answer write leaves no settled row unanswered', async () => {
    const send = await line.prepare(t, 60);
    const key = newKey(line.module);
    const failing = await failKeyAnswers(t.db);
    try {
      await send(key); // the answer write fails, as a crash right after the status would
    } finally {
      await failing.stop();
    }
    expect(await settledWithoutAnswer(key)).toEqual([]);

    // reconciliation settles what the crash left, answer included: a retry gets the booking
    await t.app.reconcile();
    const retry = await send(key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect((await rowsOf(key)).map((r) => r.status)).toEqual([line.held]);
    expect(await send(key)).toMatchObject({ statusCode: 200, body: retry.body });
  });

  it('gets its answer back from one reconciliation pass when its row is settled but the answer was lost', async () => {
    const send = await line.prepare(t, 62);
    const key = newKey(line.module);
    const first = await send(key);
    expect(first.statusCode, first.body).toBe(200);
    // what a crash between the status and the answer left before the fix, written by hand
    await t.db
      .update(idempotencyKeys)
      .set({ statusCode: null, response: null })
      .where(and(eq(idempotencyKeys.userId, t.ids.vendedor), eq(idempotencyKeys.key, key)));
    expect((await send(key)).statusCode).toBe(409);

    await t.app.reconcile();
    const retry = await send(key);
    expect([retry.statusCode, retry.json()]).toEqual([200, first.json()]);
    expect(await rowsOf(key)).toHaveLength(1);
  });
});
