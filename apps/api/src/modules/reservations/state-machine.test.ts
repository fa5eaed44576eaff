import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reservations } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { insertPendingRow } from '../../test/reservation-rows';
import { ForbiddenTransition, notePending, recordOutcome } from './repo';

// docs/architecture.md "Statuses": pending → confirmed | pre_booked | failed, later cancelled. The
// repository refuses any other move and leaves the row as it was.
const t = useTestApp();
const pendingRow = () => insertPendingRow(t.db, { userId: t.ids.vendedor });

const statusOf = async (id: number) =>
  (await t.db.select().from(reservations).where(eq(reservations.id, id)))[0]!.status;

describe('reservations repository: the one state machine', () => {
  it('moves pending → confirmed → cancelled', async () => {
    const id = await pendingRow();
    await recordOutcome(t.db, id, { status: 'confirmed', supplierRef: 'OMB-1' });
    await recordOutcome(t.db, id, { status: 'cancelled' });
    expect(await statusOf(id)).toBe('cancelled');
  });

  it.each([
    ['failed', 'cancelled', ['failed']],
    ['failed', 'confirmed', ['failed']],
    ['cancelled', 'pre_booked', ['confirmed', 'cancelled']],
    ['confirmed', 'failed', ['confirmed']],
  ] as const)('refuses %s → %s and changes nothing', async (from, to, path) => {
    const id = await pendingRow();
    for (const step of path) await recordOutcome(t.db, id, { status: step });
    expect(await statusOf(id)).toBe(from);
    await expect(recordOutcome(t.db, id, { status: to, supplierRef: 'X' })).rejects.toBeInstanceOf(
      ForbiddenTransition,
    );
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, id));
    expect([row!.status, row!.supplierRef === 'X']).toEqual([from, false]);
  });

  it('notes what a pending booking waits for without a status change, and only while pending', async () => {
    const id = await pendingRow();
    await notePending(t.db, id, {
      supplierRef: `PEND-${id}`,
      response: { awaitingConfirmation: true },
    });
    expect(await statusOf(id)).toBe('pending');
    await recordOutcome(t.db, id, { status: 'confirmed' });
    await expect(notePending(t.db, id, { supplierRef: 'PEND-x', response: {} })).rejects.toBeInstanceOf(
      ForbiddenTransition,
    );
  });
});
