import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { testConfig } from '../../config';
import { useTestApp } from '../../test/app';
import { untilSupplierHolds } from '../../test/supplier-booking';
import { carBody, carsKit, newCarKey, rental } from './test-kit';

// One brand down while the other answers, and bookings the brand refused or did not answer
// (issue 14): nothing lost, nothing half-written.
const settleNow = { reconcile: { intervalMs: 0, graceMs: 0, awaitingMs: 60_000 } };
const base = testConfig().suppliers;

describe('cars when AVIS is down', () => {
  const t = useTestApp({}, { AVIS: { failRate: 1 } });

  it('answers AVIS with spec §8 texts and BUDGET as usual', async () => {
    const kit = carsKit(t);
    const locations = await kit.get('/locations/?brand=AVIS&destino=orlando');
    expect([locations.statusCode, locations.json().message]).toEqual([502, MESSAGES.carLocationsError]);
    const budget = await kit.get('/locations/?brand=BUDGET&destino=cancun');
    expect(budget.statusCode).toBe(200);
    const cars = await kit.search(rental({ brand: 'BUDGET', oficinaIn: 'CUN', oficinaOut: 'CUN' }));
    expect(cars.length).toBeGreaterThan(0);
  });
});

describe('POST /api/cars/reservar/ when the brand refuses', () => {
  const t = useTestApp({}, { AVIS: { bookRefuseRate: 1 } });

  it('records the row failed and answers the booking error', async () => {
    const kit = carsKit(t);
    const r = rental();
    const [car] = await kit.search(r);
    const key = newCarKey();
    const res = await kit.book(carBody(r, car!), { key });
    expect([res.statusCode, res.json().message]).toEqual([502, MESSAGES.carBookingError]);
    expect((await kit.carRows()).find((x) => x.idempotencyKey === key)!.status).toBe('failed');
  });
});

describe('POST /api/cars/reservar/ when the brand does not answer in time', () => {
  const t = useTestApp(
    { ...settleNow, suppliers: { ...base, AVIS: { ...base.AVIS, timeoutMs: 600 } } },
    { AVIS: { bookLatencyMs: 2000 } },
  );

  it('keeps the row unknown, then reconciliation confirms what the brand booked', async () => {
    const kit = carsKit(t);
    const r = rental();
    const [car] = await kit.search(r);
    const key = newCarKey();
    const res = await kit.book(carBody(r, car!), { key });
    expect([res.statusCode, res.json().message]).toEqual([502, MESSAGES.bookingOutcomeUnknown]);
    const unknown = (await kit.carRows()).find((x) => x.idempotencyKey === key)!;
    await untilSupplierHolds(t, 'AVIS', unknown.id);
    await t.app.reconcile();
    const row = (await kit.carRows()).find((x) => x.idempotencyKey === key)!;
    expect(row).toMatchObject({ status: 'confirmed', supplierRef: expect.stringMatching(/^AV/) });
    const again = await kit.book(carBody(r, car!), { key });
    expect(again.json()).toMatchObject({ reservationId: String(row.id), confirmId: row.supplierRef });
  });
});
