import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { testConfig } from '../../config';
import { useTestApp } from '../../test/app';
import { untilSupplierHolds } from '../../test/supplier-booking';
import { assistanceKit, newAssistanceKey, trip, voucherBody } from './test-kit';

// Pre-bookings the insurer refused or did not answer (issue 15): nothing lost, nothing
// half-written, and a quote whose voucher was refused can be pre-booked again.
const settleNow = { reconcile: { intervalMs: 0, graceMs: 0, awaitingMs: 60_000 } };
const base = testConfig().suppliers;
const FAMILY = [44, 41, 12, 7];

const acceptedPlan = async (kit: ReturnType<typeof assistanceKit>) => {
  const tr = trip();
  const [plan] = await kit.quote(tr);
  await kit.accept(plan!.id);
  return { tr, plan: plan! };
};

describe('POST /api/assistance/voucher/pre-reserva when the insurer refuses', () => {
  const t = useTestApp({}, { UASSISTANCE: { bookRefuseRate: 1 } });

  it('records the row failed, answers the Spanish error, and leaves the quote free', async () => {
    const kit = assistanceKit(t);
    const { tr, plan } = await acceptedPlan(kit);
    const key = newAssistanceKey();
    const res = await kit.preBook(plan.id, voucherBody(tr, plan, FAMILY), { key });
    expect([res.statusCode, res.json().message]).toEqual([502, MESSAGES.assistanceBookingError]);
    expect((await kit.rows()).find((r) => r.idempotencyKey === key)!.status).toBe('failed');
    const again = await kit.preBook(plan.id, voucherBody(tr, plan, FAMILY));
    expect([again.statusCode, again.json().message]).toEqual([502, MESSAGES.assistanceBookingError]);
    expect((await kit.rows()).map((r) => r.status)).toEqual(['failed', 'failed']);
  });
});

describe('POST /api/assistance/voucher/pre-reserva when the answer is lost', () => {
  const t = useTestApp(
    { ...settleNow, suppliers: { ...base, UASSISTANCE: { ...base.UASSISTANCE, timeoutMs: 600 } } },
    { UASSISTANCE: { bookLatencyMs: 2000 } },
  );

  it('keeps the row unknown and the quote taken, then reconciliation records the voucher', async () => {
    const kit = assistanceKit(t);
    const { tr, plan } = await acceptedPlan(kit);
    const key = newAssistanceKey();
    const res = await kit.preBook(plan.id, voucherBody(tr, plan, FAMILY), { key });
    expect([res.statusCode, res.json().message]).toEqual([502, MESSAGES.bookingOutcomeUnknown]);
    const other = await kit.preBook(plan.id, voucherBody(tr, plan, FAMILY));
    expect([other.statusCode, other.json().message]).toEqual([400, MESSAGES.assistanceQuoteUsed]);
    await untilSupplierHolds(t, 'UASSISTANCE', (await kit.rows()).find((r) => r.idempotencyKey === key)!.id);
    await t.app.reconcile();
    const row = (await kit.rows()).find((r) => r.idempotencyKey === key)!;
    expect(row).toMatchObject({ status: 'pre_booked', supplierRef: expect.stringMatching(/^UA-/) });
    const again = await kit.preBook(plan.id, voucherBody(tr, plan, FAMILY), { key });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ reservationId: String(row.id), voucher: row.supplierRef });
  });
});
