import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { testConfig } from '../../config';
import { reservations } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { bookingBody, counts, eventDate, newKey, openDate, universalBooking } from './test-fixtures';

// One app whose suppliers misbehave: Walt Disney World always fails, Universal answers after
// its timeout, Disneyland answers but refuses every booking.
const base = testConfig().suppliers;
const t = useTestApp(
  { suppliers: { ...base, UNIVERSAL: { ...base.UNIVERSAL, timeoutMs: 50 } } },
  {
    DISNEY: { failRate: 1 },
    DISNEYLAND: { bookRefuseRate: 1 },
    UNIVERSAL: { latencyMs: 2000 },
  },
);
const get = (url: string) => t.app.inject({ url: `/api/tickets${url}`, headers: t.vendedor });
const preBook = (path: string, payload: object, key = newKey()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/tickets/tickets/${path}`,
    headers: { ...t.vendedor, 'idempotency-key': key },
    payload,
  });

describe('supplier failure (Walt Disney World down)', () => {
  it('answers the search with 502 Hubo un error en el servidor', async () => {
    const res = await get(`/tickets/ticket-by-fecha?fecha=${openDate('disney')}&durationDays=3`);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Hubo un error en el servidor');
    expect((await get(`/tickets/ticket-info/WDW-BASE-2D/${openDate('disney')}`)).statusCode).toBe(502);
  });

  it('answers the availability check with 502 and its own message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/tickets/tickets/disponibilidad-ticket?in=${openDate('disney')}&adults=1&childs=0`,
      headers: t.vendedor,
      payload: { codeAdult: 'WDW-BASE-2D', codeChild: 'WDW-BASE-2D-C', durationDays: 2 },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Hubo un error al verificar la disponibilidad del ticket');
  });

  it('answers a booking it cannot check with 502 and writes nothing', async () => {
    const before = await counts(t.db);
    const body = bookingBody({ park: 'disney', code: 'WDW-BASE-3D', date: openDate('disney') });
    const res = await preBook('pre-reservar/Disney', body);
    expect([res.statusCode, res.json().message]).toEqual([502, MESSAGES.ticketAvailabilityError]);
    expect(await counts(t.db)).toEqual(before);
  });
});

describe('booking refused (Disneyland takes no bookings)', () => {
  it('marks the reservation failed, answers 502 with its id, and replays that answer', async () => {
    const body = bookingBody({ park: 'disneyland', code: 'DLR-1P-2D', date: openDate('disneyland') });
    const key = newKey();
    const res = await preBook('pre-reservar-disneyland/Disney', body, key);
    expect(res.statusCode).toBe(502);
    const { reservaId, message } = res.json();
    expect(message).toBe(MESSAGES.bookingNotCompleted);
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, reservaId));
    expect(row).toMatchObject({
      status: 'failed',
      supplierRef: null,
      errorMessage: MESSAGES.bookingNotCompleted,
    });
    expect(row!.response).toMatchObject({ fault: 'rejected' });

    const before = await counts(t.db);
    const retry = await preBook('pre-reservar-disneyland/Disney', body, key);
    expect(retry.statusCode).toBe(502);
    expect(retry.json()).toEqual(res.json());
    expect(await counts(t.db)).toEqual(before);
  });

  it('leaves the other suppliers working', async () => {
    const res = await get(
      `/tickets/ticket-by-fecha-california?fecha=${openDate('disneyland')}&durationDays=2`,
    );
    expect(res.statusCode).toBe(200);
  });
});

describe('supplier timeout (Universal slower than its timeout)', () => {
  it('answers search and events with 502 in about the timeout, never a hang', async () => {
    const started = performance.now();
    const res = await get(`/buscartkt/2/0/${openDate('universal')}`);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(MESSAGES.serverError);
    expect(performance.now() - started).toBeLessThan(1000);
    const { date } = eventDate('UOR-EXP-1D', 1);
    const events = await get(`/findEvents/UOR-EXP-1D/${date}/UEXP/1`);
    expect(events.statusCode).toBe(502);
    expect(events.json().message).toBe(MESSAGES.ticketAvailabilityError);
  });
});

describe('booking timeout (Universal answers, but books slower than its timeout)', () => {
  const slow = useTestApp(
    { suppliers: { ...base, UNIVERSAL: { ...base.UNIVERSAL, timeoutMs: 300 } } },
    { UNIVERSAL: { bookLatencyMs: 2000 } },
  );

  it('marks a pre-booking that timed out unknown (the supplier may have booked it) and keeps its id', async () => {
    const res = await slow.app.inject({
      method: 'POST',
      url: '/api/tickets/tickets/pre-reservar/Universal',
      headers: { ...slow.vendedor, 'idempotency-key': newKey() },
      payload: universalBooking({ code: 'UOR-P2P-2D', date: openDate('universal') }),
    });
    expect([res.statusCode, res.json().message]).toEqual([502, MESSAGES.bookingOutcomeUnknown]);
    const [row] = await slow.db.select().from(reservations).where(eq(reservations.id, res.json().reservaId));
    expect(row).toMatchObject({ status: 'unknown', supplier: 'UNIVERSAL' });
    expect(row!.response).toMatchObject({ fault: 'timeout' });
  });
});
