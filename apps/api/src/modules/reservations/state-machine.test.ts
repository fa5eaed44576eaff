import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reservations, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { ForbiddenTransition, insertPendingReservations, notePending, recordOutcome } from './repo';

// ARCHITECTURE "Data": pending → confirmed | pre_booked | failed, later cancelled. The
// repository refuses any other move and leaves the row as it was.
let t: TestApp;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [v] = await t.database.db.select().from(users).where(eq(users.username, 'vendedor'));
  userId = v!.id;
});
afterAll(() => t.close());

const pendingRow = async () => {
  const [row] = await insertPendingReservations(t.database.db, [
    {
      module: 'hotels',
      supplier: 'OMNIBEES',
      userId,
      productName: 'Hotel de prueba - Estándar',
      checkin: '2030-01-10',
      currency: 'USD',
      breakdown: {},
      total: '100.00',
      passengers: [],
      request: {},
    },
  ]);
  return row!.id;
};

const statusOf = async (id: number) =>
  (await t.database.db.select().from(reservations).where(eq(reservations.id, id)))[0]!.status;

describe('reservations repository: the one state machine', () => {
  it('moves pending → confirmed → cancelled', async () => {
    const id = await pendingRow();
    await recordOutcome(t.database.db, id, { status: 'confirmed', supplierRef: 'OMB-1' });
    await recordOutcome(t.database.db, id, { status: 'cancelled' });
    expect(await statusOf(id)).toBe('cancelled');
  });

  it.each([
    ['pending', 'cancelled', []],
    ['failed', 'confirmed', ['failed']],
    ['cancelled', 'pre_booked', ['confirmed', 'cancelled']],
    ['confirmed', 'failed', ['confirmed']],
  ] as const)('refuses %s → %s and changes nothing', async (from, to, path) => {
    const id = await pendingRow();
    for (const step of path) await recordOutcome(t.database.db, id, { status: step });
    expect(await statusOf(id)).toBe(from);
    await expect(recordOutcome(t.database.db, id, { status: to, supplierRef: 'X' })).rejects.toBeInstanceOf(
      ForbiddenTransition,
    );
    const [row] = await t.database.db.select().from(reservations).where(eq(reservations.id, id));
    expect([row!.status, row!.supplierRef === 'X']).toEqual([from, false]);
  });

  it('notes what a pending booking waits for without a status change, and only while pending', async () => {
    const id = await pendingRow();
    await notePending(t.database.db, id, {
      supplierRef: `PEND-${id}`,
      response: { awaitingConfirmation: true },
    });
    expect(await statusOf(id)).toBe('pending');
    await recordOutcome(t.database.db, id, { status: 'confirmed' });
    await expect(
      notePending(t.database.db, id, { supplierRef: 'PEND-x', response: {} }),
    ).rejects.toBeInstanceOf(ForbiddenTransition);
  });
});
