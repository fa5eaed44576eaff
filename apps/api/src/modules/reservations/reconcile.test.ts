import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { pino } from 'pino';
import { idempotencyKeys, reservations } from '../../db/schema';
import { hotelAllotments } from '../../db/schema-hotels';
import { createTicketSuppliers } from '../../suppliers/tickets';
import { useTestApp, type TestHandle } from '../../test/app';
import { testNow } from '../../test/clock';
import { referenceWith } from '../module-deps';
import { bookTickets } from '../tickets/book-service';
import type { TicketsDeps } from '../tickets/deps';
import { bookingBody, newKey, openDate } from '../tickets/test-fixtures';
import { adult, entryFor, findRoom, hotelBooking, hotelsDepsFor, refundable, stay } from '../hotels/test-kit';
import { statusHistory } from './repo';

// Reconciliation (issue 10, finding 1): a booking nobody settled — the process died after the
// supplier was called, or the supplier did not answer — is settled by asking the supplier, and
// its Idempotency-Key then answers what really happened.
const settleNow = { reconcile: { intervalMs: 0, graceMs: 0, awaitingMs: 60_000 } };

const rowOf = async (t: TestHandle, id: number) =>
  (await t.db.select().from(reservations).where(eq(reservations.id, id)))[0]!;
const history = async (t: TestHandle, id: number) =>
  (await statusHistory(t.db, id)).map((h) => [h.fromStatus, h.toStatus]);

const preBookVia =
  (t: TestHandle) =>
  (path: string, payload: object, key = newKey()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/tickets/tickets/${path}`,
      headers: { ...t.vendedor, 'idempotency-key': key },
      payload,
    });

describe('a ticket supplier that booked but whose answer was lost', () => {
  const t = useTestApp(settleNow, { DISNEY: { lostAnswerRate: 1 } });

  it('leaves the row unknown, then settles it pre_booked and the key answers the booking', async () => {
    const body = bookingBody({ park: 'disney', code: 'WDW-BASE-3D', date: openDate('disney') });
    const key = newKey();
    const first = await preBookVia(t)('pre-reservar/Disney', body, key);
    expect([first.statusCode, first.json().message]).toEqual([502, MESSAGES.bookingOutcomeUnknown]);
    const id = first.json().reservaId as number;
    expect((await rowOf(t, id)).status).toBe('unknown');

    expect(await t.app.reconcile()).toBe(1);
    const row = await rowOf(t, id);
    expect(row).toMatchObject({ status: 'pre_booked', supplierRef: expect.stringMatching(/^WDW-/) });
    const again = await preBookVia(t)('pre-reservar/Disney', body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      reservaId: id,
      codigoReserva: row.supplierRef,
      status: 'pre_booked',
    });
    expect(await history(t, id)).toEqual([
      [null, 'pending'],
      ['pending', 'unknown'],
      ['unknown', 'pre_booked'],
    ]);
    expect(await t.app.reconcile()).toBe(0); // nothing left
  });
});

describe('a ticket supplier that refused with a 5xx before booking', () => {
  const t = useTestApp(settleNow, { DISNEYLAND: { bookFailRate: 1 } });

  it('settles the unknown row failed, and the key answers the failure', async () => {
    const body = bookingBody({ park: 'disneyland', code: 'DLR-1P-2D', date: openDate('disneyland') });
    const key = newKey();
    const first = await preBookVia(t)('pre-reservar-disneyland/Disney', body, key);
    const id = first.json().reservaId as number;
    expect((await rowOf(t, id)).status).toBe('unknown');
    await t.app.reconcile();
    expect(await rowOf(t, id)).toMatchObject({
      status: 'failed',
      errorMessage: MESSAGES.bookingNotCompleted,
    });
    const again = await preBookVia(t)('pre-reservar-disneyland/Disney', body, key);
    expect([again.statusCode, again.json()]).toEqual([
      502,
      { message: MESSAGES.bookingNotCompleted, reservaId: id },
    ]);
    const [last] = (await statusHistory(t.db, id)).slice(-1);
    expect(last).toMatchObject({
      fromStatus: 'unknown',
      toStatus: 'failed',
      cause: expect.stringMatching(/^conciliada/),
    });
  });
});

describe('a process that died after the supplier booked (crash drill)', () => {
  const t = useTestApp(settleNow);

  it('leaves a pending row and a claimed key; reconciliation settles both truthfully', async () => {
    const suppliers = createTicketSuppliers(t.app.supplierHttp);
    const realPreBook = suppliers.disney.preBook;
    let booked!: () => void;
    const atSupplier = new Promise<void>((resolve) => (booked = resolve));
    // books at the supplier, then never comes back: nothing after the call runs, as in a kill -9
    suppliers.disney = {
      ...suppliers.disney,
      preBook: async (req) => {
        await realPreBook(req);
        booked();
        return new Promise(() => {});
      },
    };
    const deps: TicketsDeps = {
      db: t.db,
      suppliers,
      tzAgency: t.config.tzAgency,
      now: testNow,
      log: pino({ level: 'silent' }),
      supplierReference: referenceWith(t.config.supplierReferencePrefix),
    };
    const key = newKey();
    const call = {
      park: 'disney' as const,
      route: 'tickets/pre-reservar/Disney',
      key,
      user: t.vendedorUser,
      body: bookingBody({ park: 'disney', code: 'WDW-BASE-2D', date: openDate('disney') }),
    };
    void bookTickets(deps, call);
    await atSupplier;
    const [row] = await t.db.select().from(reservations).where(eq(reservations.idempotencyKey, key));
    expect(row!.status).toBe('pending');

    expect(await t.app.reconcile()).toBe(1);
    const settled = await rowOf(t, row!.id);
    expect(settled).toMatchObject({ status: 'pre_booked', supplierRef: expect.stringMatching(/^WDW-/) });
    const replay = await bookTickets(deps, call);
    expect(replay).toMatchObject({
      statusCode: 200,
      body: { reservaId: row!.id, codigoReserva: settled.supplierRef },
    });
  });

  it('releases, after 10 minutes, the claim of a key whose call died before writing anything', async () => {
    const key = newKey();
    await t.db.insert(idempotencyKeys).values({
      userId: t.ids.vendedor,
      key,
      route: 'tickets/pre-reservar/Disney',
      requestHash: 'x'.repeat(64),
      createdAt: new Date(Date.now() - 11 * 60_000),
    });
    await t.app.reconcile();
    const left = await t.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, t.ids.vendedor), eq(idempotencyKeys.key, key)));
    expect(left).toEqual([]);
  });
});

describe('a hotel supplier that booked but whose answer was lost', () => {
  const t = useTestApp(settleNow, { OMNIBEES: { lostAnswerRate: 1 } });
  const { search, reserve, rowsOf } = hotelBooking(t);

  it('confirms a one-room cart the supplier holds, and its key answers the confirmation', async () => {
    const { hotel, room } = findRoom(await search({ stayRange: stay(40) }), refundable(1));
    const key = newKey();
    const first = await reserve([entryFor(hotel, room, [adult(), adult(1)])], undefined, key);
    expect(first.statusCode).toBe(502);
    const [row] = await rowsOf(key);
    expect(row!.status).toBe('unknown');

    await t.app.reconcile();
    const settled = await rowOf(t, row!.id);
    expect(settled).toMatchObject({ status: 'confirmed', supplierRef: expect.stringMatching(/^OMB-/) });
    const again = await reserve([entryFor(hotel, room, [adult(), adult(1)])], undefined, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().Omnibees[0]).toMatchObject({
      codigoReserva: settled.supplierRef,
      reservaId: row!.id,
    });
  });

  it('cancels at the supplier a room it holds when the rest of its cart failed, and gives it back', async () => {
    const a = await search({ stayRange: stay(50) });
    const omnibees = findRoom(a, refundable(1));
    const prestige = findRoom(a, refundable(2));
    const key = newKey();
    const list = [omnibees, prestige].map(({ hotel, room }, i) =>
      entryFor(hotel, room, [adult(i), adult(i + 1)]),
    );
    expect((await reserve(list, undefined, key)).statusCode).toBe(502);
    const rows = await rowsOf(key);
    expect(rows.map((r) => [r.supplier, r.status]).sort()).toEqual([
      ['OMNIBEES', 'unknown'],
      ['PRESTIGE', 'cancelled'],
    ]);

    await t.app.reconcile();
    const omb = (await rowsOf(key)).find((r) => r.supplier === 'OMNIBEES')!;
    expect(omb.status).toBe('cancelled');
    // what Omnibees holds, asked as the reconciliation asks it (OTA_ReadRQ)
    const state = await hotelsDepsFor(t).suppliers.OMNIBEES.bookingState(
      `${t.config.supplierReferencePrefix}${omb.id}`,
    );
    expect(state.state).toBe('cancelled');
    expect((await history(t, omb.id)).map(([, to]) => to)).toEqual([
      'pending',
      'unknown',
      'confirmed',
      'cancelled',
    ]);
    const again = await reserve(list, undefined, key);
    expect([again.statusCode, again.json().message]).toEqual([502, MESSAGES.reservationError]);
  });
});

describe('rooms waiting for the agent to accept them (PEND-…)', () => {
  const t = useTestApp(settleNow);
  const { search, reserve, rowsOf } = hotelBooking(t);
  /** The agent's time to accept passes: the row was last touched longer ago than awaitingMs. */
  const agentTimePasses = (id: number) =>
    t.db
      .update(reservations)
      .set({ updatedAt: sql`now() - interval '61 seconds'` })
      .where(eq(reservations.id, id));

  it('are left alone while the agent may accept them, then expire and go back on sale', async () => {
    const { hotel, room } = findRoom(
      await search({ stayRange: stay(45) }, t.agente),
      (r) => r.politicaCancelacion.nonRefundable && r.proveedor !== 1,
    );
    const key = newKey();
    const entry = entryFor(hotel, room, [adult(), adult(1)], {
      idEntidad: t.ids.entity,
      isAgenteAs: true,
      isNoReembolsable: true,
    });
    const res = await reserve([entry], t.agente, key);
    const { reservaIdMapping } = res.json();
    const [row] = await rowsOf(key);
    expect(row!.supplierRef).toBe(`PEND-${row!.id}`);
    const taken = await allotmentOf(t, row!.id);
    expect(await t.app.reconcile()).toBe(0);

    await agentTimePasses(row!.id);
    expect(await t.app.reconcile()).toBe(1);
    expect(await rowOf(t, row!.id)).toMatchObject({
      status: 'failed',
      statusCause: expect.stringMatching(/^vencida/),
    });
    expect(await allotmentOf(t, row!.id)).toEqual(taken.map((n) => n + 1));
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/booking/api/hotels/processPendingReservations',
      headers: { ...t.agente, 'idempotency-key': newKey() },
      payload: { reservaIdMapping },
    });
    expect(late.statusCode).toBe(404);
  });
});

/** What is left of the agency's allotment for each night of a hotel row's room. */
async function allotmentOf(t: TestHandle, id: number) {
  const row = await rowOf(t, id);
  const { rateKey } = row.request as { rateKey: { supplier: string; hotelId: string; roomCode: string } };
  const rows = await t.db
    .select()
    .from(hotelAllotments)
    .where(
      and(
        eq(hotelAllotments.supplier, rateKey.supplier),
        eq(hotelAllotments.hotelId, rateKey.hotelId),
        eq(hotelAllotments.roomCode, rateKey.roomCode),
      ),
    )
    .orderBy(hotelAllotments.night);
  return rows.map((r) => r.remaining);
}
