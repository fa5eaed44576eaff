import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { reservations } from '../../db/schema';
import { SupplierError } from '../../suppliers/core';
import { useTestApp } from '../../test/app';
import type { Canceller } from './cancel-service';
import { cancelKit } from './cancel-test-kit';

// Issue 18, finding 5: a cancellation is marked before the supplier is asked, so neither a
// crash after the supplier cancelled nor a supplier that did not answer leaves a booking that
// says confirmed while the supplier holds it cancelled. Reconciliation settles the mark.
const t = useTestApp({ reconcile: { intervalMs: 0, graceMs: 0, awaitingMs: 60_000 } });
const { detail, cancel, bookActivity } = cancelKit(t);

/** What a minute does: the lease of the pass that found the supplier silent runs out. */
const leaseRunsOut = (id: number) =>
  t.database.db.update(reservations).set({ reconcileLease: null }).where(eq(reservations.id, id));

/** Runs `body` with the activities canceller replaced by `fake` (built on the real one). */
async function withCanceller(fake: (real: Canceller) => Canceller, body: () => Promise<void>) {
  const real = t.app.productLines.cancellers.activities!;
  t.app.productLines.cancellers.activities = fake(real);
  try {
    await body();
  } finally {
    t.app.productLines.cancellers.activities = real;
  }
}

describe('a cancellation interrupted', () => {
  it('after the supplier cancelled (the process died): reconciliation records it cancelled, once', async () => {
    const id = await bookActivity(20);
    let supplierCalls = 0;
    await withCanceller(
      (real) => ({
        ...real,
        atSupplier: async (row) => {
          supplierCalls += 1;
          await real.atSupplier(row);
          throw new Error('the process died before recording the cancellation');
        },
      }),
      async () => {
        const res = await cancel(id, 0);
        expect(res.statusCode).toBe(500);
      },
    );
    expect(supplierCalls).toBe(1);
    const stranded = await detail(id);
    expect(stranded.status).toBe('cancelling');
    expect(stranded.cancelacion).toMatchObject({
      cancelable: false,
      motivo: 'La cancelación ya está en curso con el proveedor',
    });

    expect(await t.app.reconcile()).toBe(1);
    const settled = await detail(id);
    expect([settled.status, settled.penalidadCobrada]).toEqual(['cancelled', 0]);
    expect(settled.history.map((h) => h.to)).toEqual(['pending', 'confirmed', 'cancelling', 'cancelled']);
    expect(settled.history.at(-1)?.cause).toMatch(
      /^cancelada; confirmada con el proveedor por la conciliación/,
    );
    expect(await t.app.reconcile()).toBe(0);
  });

  it('when the supplier does not answer: 502, the mark kept, then settled when it answers', async () => {
    const id = await bookActivity(21);
    await withCanceller(
      () => ({
        atSupplier: async () => {
          throw new SupplierError('DESTSERVICES', 'timeout');
        },
      }),
      async () => {
        const res = await cancel(id, 0);
        expect([res.statusCode, res.json().message]).toEqual([502, MESSAGES.cancelSupplierSilent]);
        expect((await detail(id)).status).toBe('cancelling');
        // still silent: the next pass leaves the mark for later
        expect(await t.app.reconcile()).toBe(1);
        expect((await detail(id)).status).toBe('cancelling');
      },
    );
    await leaseRunsOut(id);
    await t.app.reconcile();
    expect((await detail(id)).status).toBe('cancelled');
  });

  it('refused by the supplier during reconciliation: back to confirmed, penalty cleared', async () => {
    const id = await bookActivity(22);
    await withCanceller(
      () => ({
        atSupplier: async () => {
          throw new SupplierError('DESTSERVICES', 'timeout');
        },
      }),
      async () => expect((await cancel(id, 0)).statusCode).toBe(502),
    );
    await withCanceller(
      () => ({
        atSupplier: async () => {
          throw new SupplierError('DESTSERVICES', 'rejected', 'already used');
        },
      }),
      async () => {
        await leaseRunsOut(id);
        await t.app.reconcile();
      },
    );
    const d = await detail(id);
    expect([d.status, d.penalidadCobrada]).toEqual(['confirmed', null]);
    expect(d.history.map((h) => h.to).slice(-2)).toEqual(['cancelling', 'confirmed']);
  });
});
