import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { testConfig } from '../../config';
import { useTestApp } from '../../test/app';
import { untilSupplierHolds } from '../../test/supplier-booking';
import { newUtilityKey, serviceDay, utilitiesKit } from './test-kit';

// The provider down, slow, refusing or forgetting (issue 16): nothing lost, nothing written
// twice, a token that expired refused before anything is written.
const settleNow = { reconcile: { intervalMs: 0, graceMs: 0, awaitingMs: 60_000 } };
const base = testConfig().suppliers;

const offerFor = async (kit: ReturnType<typeof utilitiesKit>, ahead = 20) => {
  const date = serviceDay(ahead);
  return kit.activityOffer((await kit.activityOn('MCO', date)).productCode, date);
};

describe('the provider down', () => {
  const t = useTestApp({}, { DESTSERVICES: { failRate: 1 } });

  it('answers each search 502 with its spec §8 text', async () => {
    const kit = utilitiesKit(t);
    const cases: [Promise<{ statusCode: number; json: () => { message: string } }>, string][] = [
      [kit.get('/static-data/destinations?key_filter=orl'), MESSAGES.destinationSearchError],
      [kit.get('/actividades/static-data?destinationCode=MCO'), MESSAGES.activitiesSearchError],
      [kit.searchActivity('MCO-ANY', serviceDay()), MESSAGES.availabilitySearchError],
      [kit.get('/traslados/locations?destinationCode=CUN'), MESSAGES.transferSearchError],
    ];
    for (const [call, message] of cases) {
      const res = await call;
      expect([res.statusCode, res.json().message]).toEqual([502, message]);
    }
  });
});

describe('an echoToken that expired', () => {
  // the simulator's tokens live 1 ms: a few ms after pricing, the token has expired
  const t = useTestApp({}, { DESTSERVICES: { tokenTtlMs: 1 } });

  it('is refused with 409 before anything is written', async () => {
    const kit = utilitiesKit(t);
    const offer = await offerFor(kit);
    await new Promise((done) => setTimeout(done, 5));
    const res = await kit.book('actividades', kit.activityBooking(offer));
    expect([res.statusCode, res.json().message]).toEqual([409, MESSAGES.availabilityExpired]);
    expect(await kit.rows('activities')).toHaveLength(0);
  });
});

describe('a booking the provider refuses', () => {
  const t = useTestApp({}, { DESTSERVICES: { bookRefuseRate: 1 } });

  it('records the row failed and answers in Spanish; the same key answers it again', async () => {
    const kit = utilitiesKit(t);
    const offer = await offerFor(kit);
    const key = newUtilityKey();
    const res = await kit.book('actividades', kit.activityBooking(offer), { key });
    // the simulator's generic refusal (not a full slot): the spec §8 text of a failed save
    expect([res.statusCode, res.json().message]).toEqual([502, MESSAGES.bookingSaveError]);
    expect((await kit.rows('activities')).map((r) => r.status)).toEqual(['failed']);
    const again = await kit.book('actividades', kit.activityBooking(offer), { key });
    expect([again.statusCode, again.json()]).toEqual([res.statusCode, res.json()]);
    expect(await kit.rows('activities')).toHaveLength(1);
  });
});

describe('the last places of a slot', () => {
  const t = useTestApp();

  it('go to the first booking; one priced before is refused 409 and recorded failed', async () => {
    // MCO-EVG01 (apps/sandbox README): 12 places at 14:00; a date no other suite books
    const kit = utilitiesKit(t);
    const date = serviceDay(47);
    const big = { adults: 10, childAges: [7, 8] };
    const small = { adults: 2, childAges: [] };
    const first = await kit.activityOffer('MCO-EVG01', date, big);
    const late = await kit.activityOffer('MCO-EVG01', date, small);
    const at = (o: typeof first) => ({ ...o, slot: '14:00' });
    expect(first.concept.horarios).toContain('14:00');
    const ok = await kit.book('actividades', kit.activityBooking(at(first), big));
    expect(ok.statusCode, ok.body).toBe(200);
    const res = await kit.book('actividades', kit.activityBooking(at(late), small));
    expect([res.statusCode, res.json().message]).toEqual([409, MESSAGES.slotFull]);
    expect((await kit.rows('activities')).map((r) => r.status)).toEqual(['confirmed', 'failed']);
    const after = await kit.activityOffer('MCO-EVG01', date, small);
    expect(after.concept.horarios).not.toContain('14:00');
  });
});

describe('a booking whose answer is lost', () => {
  const t = useTestApp(
    { ...settleNow, suppliers: { ...base, DESTSERVICES: { ...base.DESTSERVICES, timeoutMs: 600 } } },
    { DESTSERVICES: { bookLatencyMs: 2000 } },
  );

  it('keeps the row unknown, then reconciliation records the booking and the key answers it', async () => {
    const kit = utilitiesKit(t);
    const offer = await offerFor(kit);
    const key = newUtilityKey();
    const body = kit.activityBooking(offer);
    const res = await kit.book('actividades', body, { key });
    expect([res.statusCode, res.json().message]).toEqual([502, MESSAGES.bookingOutcomeUnknown]);
    const [unknown] = await kit.rows('activities');
    expect(unknown!.status).toBe('unknown');
    await untilSupplierHolds(t, 'DESTSERVICES', unknown!.id);
    await t.app.reconcile();
    const [row] = await kit.rows('activities');
    expect(row).toMatchObject({ status: 'confirmed', supplierRef: expect.any(String) });
    const again = await kit.book('actividades', body, { key });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ reservationId: String(row!.id), codigoReserva: row!.supplierRef });
  });
});
