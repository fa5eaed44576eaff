import { describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES, type TTicketBookingRequest } from '@portal/domain';
import { reservations } from '../../db/schema';
import { ticketEventPlaces } from '../../db/schema-tickets';
import { SupplierError } from '../../suppliers/core';
import { createTicketSuppliers } from '../../suppliers/tickets';
import { testConfig } from '../../config';
import { referenceWith } from '../module-deps';
import { useTestApp } from '../../test/app';
import { testNow } from '../../test/clock';
import { failingReservationUpdates } from '../../test/failing-db';
import { bookTickets } from './book-service';
import type { TicketsDeps } from './deps';
import { bookingBody, eventDate, newKey, openDate, universalBooking } from './test-fixtures';

// A database fault after the supplier answered must not lose the booking (review finding 2).
const t = useTestApp();

const contextWith = (failures: number) => {
  const suppliers = createTicketSuppliers(t.app.supplierHttp);
  const disney = vi.fn(suppliers.disney.preBook);
  const universal = vi.fn(suppliers.universal.preBook);
  suppliers.disney = { ...suppliers.disney, preBook: disney };
  suppliers.universal = { ...suppliers.universal, preBook: universal };
  const { db, state } = failingReservationUpdates(t.db, failures);
  const log = { error: vi.fn(), warn: vi.fn() };
  const deps: TicketsDeps = {
    db,
    suppliers,
    tzAgency: 'America/Argentina/Buenos_Aires',
    now: testNow,
    log,
    supplierReference: referenceWith(testConfig().supplierReferencePrefix),
  };
  return { deps, preBook: { disney, universal }, log, state };
};

const disneyCall = (key: string) => ({
  park: 'disney' as const,
  route: 'tickets/pre-reservar/Disney',
  key,
  user: t.vendedorUser,
  body: bookingBody({
    park: 'disney',
    code: 'WDW-BASE-2D',
    date: openDate('disney'),
  }) as TTicketBookingRequest,
});
const rowsOf = (key: string) =>
  t.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.idempotencyKey, key), eq(reservations.userId, t.vendedorUser.id)));

describe('recording the supplier answer', () => {
  it('retries a failed update: one supplier call, the row pre_booked, the retry answers the same', async () => {
    const { deps, preBook, log, state } = contextWith(1);
    const key = newKey();
    const first = await bookTickets(deps, disneyCall(key));
    expect(state.failed).toBe(1);
    expect(first.statusCode).toBe(200);
    const again = await bookTickets(deps, disneyCall(key));
    expect(again).toEqual(first);
    expect(preBook.disney).toHaveBeenCalledTimes(1);
    const rows = await rowsOf(key);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'pre_booked',
      supplierRef: (first.body as { supplierRef: string }).supplierRef,
    });
    expect(log.warn).toHaveBeenCalled();
  });

  it('when the database keeps failing: keeps the row and the key, logs the reference, never books twice', async () => {
    const { deps, preBook, log } = contextWith(Infinity);
    const key = newKey();
    await expect(bookTickets(deps, disneyCall(key))).rejects.toThrow(/Connection terminated/);
    expect(preBook.disney).toHaveBeenCalledTimes(1);
    const supplierRef = (await preBook.disney.mock.results[0]!.value).supplierRef as string;
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ supplierRef }), expect.any(String));
    const [row] = await rowsOf(key);
    expect(row!.status).toBe('pending'); // never marked failed: the supplier did book

    const retry = bookTickets(deps, disneyCall(key));
    await expect(retry).rejects.toMatchObject({ statusCode: 409, message: MESSAGES.bookingInProgress });
    expect(preBook.disney).toHaveBeenCalledTimes(1);
    expect(await rowsOf(key)).toHaveLength(1);
  });

  it('gives the event places back when the supplier refuses the booking (row failed, 502)', async () => {
    const { deps, preBook } = contextWith(0);
    preBook.universal.mockRejectedValueOnce(new SupplierError('UNIVERSAL', 'rejected', 'event full'));
    const { date, event } = eventDate('UOR-HHN-1N', 2);
    const body = universalBooking({ code: 'UOR-HHN-1N', date, eventDateTime: event.eventDateTime });
    const key = newKey();
    const answer = await bookTickets(deps, {
      park: 'universal',
      route: 'tickets/pre-reservar/Universal',
      key,
      user: t.vendedorUser,
      body: body as TTicketBookingRequest,
    });
    expect(answer.statusCode).toBe(502);
    expect((await rowsOf(key))[0]!.status).toBe('failed');
    const [places] = await t.db
      .select()
      .from(ticketEventPlaces)
      .where(eq(ticketEventPlaces.eventDateTime, event.eventDateTime));
    expect(places).toMatchObject({ initial: event.available, remaining: event.available });
  });
});
