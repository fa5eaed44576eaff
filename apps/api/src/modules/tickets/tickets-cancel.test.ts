import { describe, expect, it, vi } from 'vitest';
import { addDays, type IsoDate, type TReservationDetail } from '@portal/domain';
import { isSoldOut } from '@portal/sandbox/tickets/sold-out';
import { UNIVERSAL_CATALOGUE } from '@portal/sandbox/tickets/index';
import { ticketEventPlaces } from '../../db/schema-tickets';
import type { SupplierName } from '../../config';
import { useTestApp } from '../../test/app';
import { bookingBody, lowSeasonWeekday, newKey, universalBooking } from './test-fixtures';
import { testToday } from '../../test/clock';

// Mis reservas cancels ticket pre-bookings (issue 18): free until 7 days before the entry date
// (domain cancellation policy), at the park by its code, once per Idempotency-Key; a Universal
// event booking gives its places back, exactly its party, once.
const t = useTestApp();

/** The first open date `ahead` days or more from today with an Express slot of exactly `places` places. */
const expressSlot = (places: number, ahead = 30) => {
  for (let d = addDays(testToday(), ahead), i = 0; i < 400; d = addDays(d, 1), i++) {
    if (isSoldOut('universal', d)) continue;
    const event = UNIVERSAL_CATALOGUE.events('UOR-EXP-1D', d).find((e) => e.available === places);
    if (event) return { date: d, eventDateTime: event.eventDateTime };
  }
  throw new Error(`no Express slot of ${places} places`);
};

const preBook = async (path: string, payload: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/tickets/tickets/${path}`,
    headers: { ...t.vendedor, 'idempotency-key': newKey() },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { reservaId: number; codigoReserva: string };
};
const detail = async (id: number) => {
  const res = await t.app.inject({ url: `/api/main/reservas/${id}`, headers: t.vendedor });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TReservationDetail;
};
const cancel = (id: number, key: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/main/reservas/${id}/cancelar`,
    headers: { ...t.vendedor, 'idempotency-key': key },
    payload: { penalidad: 0 },
  });
/** The places findEvents reports left for the slot (0 when it is not listed: none left). */
const placesLeft = async (date: IsoDate, eventDateTime: string) => {
  const res = await t.app.inject({
    url: `/api/tickets/findEvents/UOR-EXP-1D/${date}/UEXP/1`,
    headers: t.vendedor,
  });
  expect(res.statusCode, res.body).toBe(200);
  const events = res.json() as { eventDateTime: string; available: number }[];
  return events.find((e) => e.eventDateTime === eventDateTime)?.available ?? 0;
};
/** What the park's simulator holds under reservation `id`'s reference. */
const atPark = async (supplier: SupplierName, id: number) => {
  const res = await t.app.supplierHttp.call<{ state: string; code: string }>(supplier, {
    method: 'GET',
    path: `/prebookings/${t.config.supplierReferencePrefix}${id}`,
  });
  expect(res.status).toBe(200);
  return res.body;
};
/** The tickets canceller, watched: how often it asks the park and gives places back. */
const watchCanceller = () => {
  const real = t.app.productLines.cancellers.tickets!;
  const watched = { ...real, atSupplier: vi.fn(real.atSupplier), giveBack: vi.fn(real.giveBack!) };
  t.app.productLines.cancellers.tickets = watched;
  return { ...watched, restore: () => void (t.app.productLines.cancellers.tickets = real) };
};

describe('POST /api/main/reservas/:id/cancelar: tickets', () => {
  it('cancels a Universal Express booking free, gives its places back once, and replays the answer', async () => {
    const { date, eventDateTime } = expressSlot(10);
    expect(await placesLeft(date, eventDateTime)).toBe(10);
    const book = (adults: number, children: number) =>
      preBook(
        'pre-reservar/Universal',
        universalBooking({ code: 'UOR-EXP-1D', date, eventDateTime, adults, children }),
      );
    const kept = await book(2, 0);
    const gone = await book(2, 1); // a party of 3: two adults and a minor
    expect(await placesLeft(date, eventDateTime)).toBe(5); // 10 − 2 − 3

    const before = await detail(gone.reservaId);
    expect(before.status).toBe('pre_booked');
    expect(before.cancelacion).toMatchObject({
      cancelable: true,
      penalidad: 0,
      moneda: 'USD',
      gratisHasta: addDays(date, -7),
    });

    const canceller = watchCanceller();
    const key = newKey();
    try {
      const res = await cancel(gone.reservaId, key);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        reservationId: gone.reservaId,
        status: 'cancelled',
        penalidad: 0,
        moneda: 'USD',
      });
      expect(await placesLeft(date, eventDateTime)).toBe(8); // the party of 3 back, the 2 still taken
      expect(await atPark('UNIVERSAL', gone.reservaId)).toMatchObject({
        state: 'cancelled',
        code: gone.codigoReserva,
      });

      const again = await cancel(gone.reservaId, key);
      expect([again.statusCode, again.json()]).toEqual([200, res.json()]);
      expect(canceller.atSupplier).toHaveBeenCalledTimes(1);
      expect(canceller.giveBack).toHaveBeenCalledTimes(1);
      expect(await placesLeft(date, eventDateTime)).toBe(8); // not 10: nothing given back twice
    } finally {
      canceller.restore();
    }
    const after = await detail(gone.reservaId);
    expect(after).toMatchObject({ status: 'cancelled', penalidadCobrada: 0 });
    expect(after.history.slice(0, 2).map((h) => h.to)).toEqual(['pending', 'pre_booked']);
    expect(after.history.at(-1)).toMatchObject({
      to: 'cancelled',
      cause: expect.stringMatching(/^cancelada por /),
    });
    expect(await atPark('UNIVERSAL', kept.reservaId)).toMatchObject({ state: 'pre_booked' });

    expect((await cancel(kept.reservaId, newKey())).statusCode).toBe(200);
    expect(await placesLeft(date, eventDateTime)).toBe(10); // back to what it was before booking
    expect(await atPark('UNIVERSAL', kept.reservaId)).toMatchObject({ state: 'cancelled' });
  });

  it('cancels Walt Disney World and Disneyland tickets at their park, taking nothing else back', async () => {
    const places = async () =>
      (await t.db.select().from(ticketEventPlaces)).map((r) => [r.eventDateTime, r.remaining]);
    const untouched = await places();
    const wdw = await preBook(
      'pre-reservar/Disney',
      bookingBody({ park: 'disney', code: 'WDW-BASE-3D', date: lowSeasonWeekday('disney') }),
    );
    const dlr = await preBook(
      'pre-reservar-disneyland/Disney',
      bookingBody({ park: 'disneyland', code: 'DLR-1P-2D', date: lowSeasonWeekday('disneyland') }),
    );
    for (const [supplier, booked] of [
      ['DISNEY', wdw],
      ['DISNEYLAND', dlr],
    ] as const) {
      expect((await detail(booked.reservaId)).cancelacion).toMatchObject({ cancelable: true, penalidad: 0 });
      const res = await cancel(booked.reservaId, newKey());
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'cancelled', penalidad: 0 });
      expect(await atPark(supplier, booked.reservaId)).toMatchObject({
        state: 'cancelled',
        code: booked.codigoReserva,
      });
      expect((await detail(booked.reservaId)).status).toBe('cancelled');
    }
    expect(await places()).toEqual(untouched);
  });
});
