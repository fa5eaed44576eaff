import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, MESSAGES, type IsoDate } from '@portal/domain';
import { ticketEventPlaces } from '../../db/schema-tickets';
import { isSoldOut } from '@portal/sandbox/tickets/sold-out';
import { UNIVERSAL_CATALOGUE } from '@portal/sandbox/tickets/index';
import { useTestApp } from '../../test/app';
import { newKey, universalBooking } from './test-fixtures';
import { testToday } from '../../test/clock';

// Universal events have a fixed number of places: bookings use them up (review finding 1).
const t = useTestApp();

/** An open date whose Express slot has between `min` and `max` places. */
const smallEvent = (min: number, max: number, from: IsoDate = addDays(testToday(), 20)) => {
  for (let d = from, i = 0; i < 400; d = addDays(d, 1), i++) {
    if (isSoldOut('universal', d)) continue;
    const event = UNIVERSAL_CATALOGUE.events('UOR-EXP-1D', d).find(
      (e) => e.available >= min && e.available <= max,
    );
    if (event) return { date: d, event };
  }
  throw new Error('no small event');
};

const bookEvent = (date: IsoDate, eventDateTime: string, adults: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/tickets/tickets/pre-reservar/Universal',
    headers: { ...t.vendedor, 'idempotency-key': newKey() },
    payload: universalBooking({ code: 'UOR-EXP-1D', date, eventDateTime, adults }),
  });

const placesRow = async (eventDateTime: string) =>
  (
    await t.db
      .select()
      .from(ticketEventPlaces)
      .where(and(eq(ticketEventPlaces.programId, 'UEXP'), eq(ticketEventPlaces.eventDateTime, eventDateTime)))
  )[0];

describe('Universal event places', () => {
  it('sells exactly the places of an event to concurrent bookings; the rest get 409', async () => {
    const { date, event } = smallEvent(3, 8);
    const answers = await Promise.all(
      Array.from({ length: event.available + 3 }, () => bookEvent(date, event.eventDateTime, 1)),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(event.available);
    expect(codes.filter((c) => c === 409)).toHaveLength(3);
    for (const r of answers.filter((a) => a.statusCode === 409))
      expect(r.json().message).toBe(MESSAGES.selectedTicketUnavailable);
    expect(await placesRow(event.eventDateTime)).toMatchObject({ initial: event.available, remaining: 0 });

    const found = await t.app.inject({
      url: `/api/tickets/findEvents/UOR-EXP-1D/${date}/UEXP/1`,
      headers: t.vendedor,
    });
    expect(found.json().map((e: { eventDateTime: string }) => e.eventDateTime)).not.toContain(
      event.eventDateTime,
    );
  });

  it('counts parties: two bookings of 3 on a 5-place event sell 3, findEvents reports 2 left', async () => {
    const { date, event } = smallEvent(5, 5, addDays(testToday(), 150));
    const [a, b] = await Promise.all([
      bookEvent(date, event.eventDateTime, 3),
      bookEvent(date, event.eventDateTime, 3),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const found = await t.app.inject({
      url: `/api/tickets/findEvents/UOR-EXP-1D/${date}/UEXP/2`,
      headers: t.vendedor,
    });
    expect(found.json()).toContainEqual({ ...event, available: 2 });
    const none = await t.app.inject({
      url: `/api/tickets/findEvents/UOR-EXP-1D/${date}/UEXP/3`,
      headers: t.vendedor,
    });
    expect(none.json().map((e: { eventDateTime: string }) => e.eventDateTime)).not.toContain(
      event.eventDateTime,
    );
    expect((await bookEvent(date, event.eventDateTime, 2)).statusCode).toBe(200);
    expect((await bookEvent(date, event.eventDateTime, 1)).statusCode).toBe(409);
  });
});
