import { addDays } from '@portal/domain';
import { startSandbox } from '@portal/sandbox';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, type SupplierConfig } from '../../config';
import { testSandboxConfig, testToday } from '../../test/clock';
import { SupplierError } from '../core';
import { createSupplierHttp, type SupplierHttp } from '../http';
import { createDestServicesSupplier, type DestServicesPax, type DestServicesSupplier } from '.';

// The adapter against the simulator: the provider's spelling read into our shapes, its
// refusals as answers, its faults as SupplierError. Expected prices are the sandbox README's
// tariff worked by hand: the Everglades airboat MCO-EVG01 45 per adult, 35 per minor (3-11),
// 12 places a departure; the van 45 + 2 per km, Cancún airport → Riu Palace Las Américas 23 km.
const day = addDays(testToday(), 40);
const family: DestServicesPax = { adults: 2, childAges: [7, 2] };
const holder = { givenName: 'Ana', surname: 'Paz', document: '30111222', nationality: 'Argentina' };

const clients: SupplierHttp[] = [];
const servers: { close: () => Promise<unknown> }[] = [];
const adapterAt = (url: string, over: Partial<SupplierConfig> = {}): DestServicesSupplier => {
  const suppliers = testConfig().suppliers;
  const http = createSupplierHttp({
    ...suppliers,
    DESTSERVICES: { ...suppliers.DESTSERVICES, url, timeoutMs: 2000, ...over },
  });
  clients.push(http);
  return createDestServicesSupplier(http);
};
const sandboxWith = async (over: Parameters<typeof testSandboxConfig>[0] = {}) => {
  const sandbox = await startSandbox(testSandboxConfig(over));
  servers.push(sandbox);
  return `${sandbox.url}/dest-services`;
};

let ds: DestServicesSupplier;
beforeAll(async () => {
  ds = adapterAt(await sandboxWith());
});
afterAll(async () => {
  for (const c of clients) await c.close();
  for (const s of servers) await s.close();
});

describe('DESTSERVICES over HTTP', () => {
  it('reads destinations, activities and transfer points in our shape', async () => {
    expect(await ds.destinations('canc')).toEqual([
      { destinationCode: 'CUN', destinationName: 'Cancún', countryCode: 'MX', countryName: 'México' },
    ]);
    expect((await ds.destinations('arg')).map((d) => d.destinationCode)).toEqual(['BUE', 'BRC']);
    const evg = (await ds.activities('MCO')).find((a) => a.productCode === 'MCO-EVG01')!;
    expect(Object.keys(evg).sort()).toEqual(
      [
        'serviceTypeCode',
        'serviceTypeName',
        'productCode',
        'productName',
        'productTypeCode',
        'productTypeName',
        'productSubTypeCode',
        'productSubTypeName',
        'destinationCode',
        'productDays',
        'productPassengersType',
        'availabilityType',
        'availableDates',
        'sectors',
        'description',
        'languages',
        'image',
        'minChildAge',
        'maxChildAge',
      ].sort(),
    );
    expect(evg).toMatchObject({
      availabilityType: 'DAILY',
      image: '/media/activities/nature.svg',
      minChildAge: 3,
    });
    expect(evg.availableDates).toContain(day);
    const points = await ds.transferLocations('CUN');
    expect(points.find((p) => p.locationCode === 'AP-CUN')).toMatchObject({
      location: 'Aeropuerto Internacional de Cancún',
      locationType: 'AIRPORT',
      locationCodeAux: 'CUN',
    });
  });

  it('prices an activity for the party under an echoToken; an unknown product is an empty answer', async () => {
    const a = await ds.activityAvailability({
      productCode: 'MCO-EVG01',
      fromDate: day,
      toDate: day,
      pax: family,
    });
    expect(a.locations.map((l) => l.locationCode)).toEqual(['MP-MCO-03']);
    const [offer] = a.offers;
    expect(offer).toMatchObject({ productCode: 'MCO-EVG01', price: 125, priceFrom: 45, currencyCode: 'USD' });
    expect(offer!.concepts[0]).toEqual({
      conceptName: 'Entrada general',
      conceptDescription: expect.any(String),
      conceptBookingCode: expect.any(String),
      date: day,
      detalles: [
        { detailName: 'Adultos x 2', total: 90 },
        { detailName: 'Menores x 1', total: 35 },
        { detailName: 'Infantes x 1 (sin cargo)', total: 0 },
      ],
      total: 125,
      timeSlots: ['08:00', '10:30', '14:00'],
    });
    const held = await ds.held(a.echoToken);
    expect(held).toEqual({
      kind: 'activity',
      echoToken: a.echoToken,
      expiresAt: a.expiresAt,
      pax: family,
      offers: a.offers,
    });
    expect(await ds.held('nope')).toBeUndefined();
    const none = await ds.activityAvailability({
      productCode: 'MCO-NOPE',
      fromDate: day,
      toDate: day,
      pax: family,
    });
    expect([none.echoToken, none.offers, none.locations]).toEqual(['', [], []]);
  });

  it('prices a round-trip transfer with both legs; bad points are rejected', async () => {
    const t = await ds.transferAvailability({
      category: 'TWOWAY',
      fromDate: day,
      toDate: addDays(day, 5),
      pax: family,
      originCode: 'AP-CUN',
      originTime: '14:10',
      destinationCode2: 'HT-CUN-01',
      returnTime: '16:00',
    });
    const van = t.offers.find((o) => o.productCode === 'TRF-VAN')!;
    expect(van).toMatchObject({ price: 182, privado: true, meetAndGreet: true, luggagePerPax: 2, maxPax: 7 });
    expect(van.concepts.map((c) => [c.date, c.pickUpTime, c.total])).toEqual([
      [day, '14:40', 91],
      [addDays(day, 5), '13:00', 91],
    ]);
    expect(van.concepts[0]!.fullContent).toMatch(/meet & greet/);
    expect((await ds.held(t.echoToken))?.kind).toBe('transfer');
    const bad = await ds
      .transferAvailability({
        category: 'ONEWAYTRIP',
        fromDate: day,
        toDate: day,
        pax: family,
        originCode: 'AP-CUN',
        originTime: '10:00',
        destinationCode2: 'HT-MCO-01',
      })
      .catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(SupplierError);
    expect(bad).toMatchObject({ fault: 'rejected' });
  });

  it('books once per reference, tells its state, cancels; refusals are answers', async () => {
    const twelve: DestServicesPax = { adults: 12, childAges: [] };
    const date = addDays(day, 1);
    const q = { productCode: 'MCO-EVG01', fromDate: date, toDate: date }; // 12 places at 14:00
    const full = await ds.activityAvailability({ ...q, pax: twelve });
    const late = await ds.activityAvailability({ ...q, pax: family });
    const req = (a: typeof full, pax: DestServicesPax, reference: string) => ({
      reference,
      echoToken: a.echoToken,
      productBookingCode: a.offers[0]!.productBookingCode,
      conceptBookingCodes: [a.offers[0]!.concepts[0]!.conceptBookingCode],
      timeSlot: '14:00',
      pax,
      holders: [holder],
    });
    const reference = `contract-${Date.now().toString(36)}`;
    const booked = await ds.book(req(full, twelve, reference));
    expect(booked).toEqual({
      ok: true,
      booking: { bookingCode: expect.stringMatching(/^DS[0-9A-Z]{7}$/), total: 540, currency: 'USD' },
    });
    expect(await ds.book(req(full, twelve, reference))).toEqual(booked);
    expect(await ds.book(req(late, family, `${reference}-late`))).toMatchObject({
      ok: false,
      reason: 'slot_full',
    });
    expect(await ds.book(req(late, twelve, `${reference}-pax`))).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
    expect(await ds.book({ ...req(late, family, `${reference}-tok`), echoToken: 'nope' })).toMatchObject({
      ok: false,
      reason: 'token_expired',
    });
    const code = booked.ok ? booked.booking.bookingCode : '';
    expect(await ds.bookingState(reference)).toEqual({
      state: 'confirmed',
      code,
      booking: (booked as { booking: object }).booking,
    });
    await ds.cancel(code);
    expect(await ds.bookingState(reference)).toMatchObject({ state: 'cancelled' });
    expect(await ds.bookingState(`${reference}-none`)).toEqual({ state: 'none' });
    await ds.cancel('DSNOPE00'); // nothing to cancel: done
    expect((await ds.book(req(late, family, `${reference}-again`))).ok).toBe(true); // the places came back
  });

  it('answers an expired token as gone: undefined, and a booking refused as token_expired', async () => {
    // tokens that live 1 ms: a few ms after the search, this one has expired
    const short = adapterAt(await sandboxWith({ DESTSERVICES: { tokenTtlMs: 1 } }));
    const a = await short.activityAvailability({
      productCode: 'MCO-EVG01',
      fromDate: day,
      toDate: day,
      pax: family,
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await short.held(a.echoToken)).toBeUndefined();
    const offer = a.offers[0]!;
    const outcome = await short.book({
      reference: `expired-${Date.now()}`,
      echoToken: a.echoToken,
      productBookingCode: offer.productBookingCode,
      conceptBookingCodes: [offer.concepts[0]!.conceptBookingCode],
      timeSlot: '08:00',
      pax: family,
      holders: [holder],
    });
    expect(outcome).toMatchObject({ ok: false, reason: 'token_expired' });
  });

  it('turns an outage, a slow provider or a malformed answer into a SupplierError', async () => {
    const down = adapterAt(await sandboxWith({ DESTSERVICES: { failRate: 1 } }));
    await expect(down.destinations('canc')).rejects.toMatchObject({ fault: 'unavailable' });
    const slow = adapterAt(await sandboxWith({ DESTSERVICES: { latencyMs: 400 } }), { timeoutMs: 100 });
    await expect(slow.activities('MCO')).rejects.toMatchObject({ fault: 'timeout' });
    const app = Fastify();
    app.post('/dest-services/availability/v2/activities', async () => ({ echoToken: 7 }));
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    servers.push(app);
    const broken = adapterAt(`${url}/dest-services`);
    await expect(
      broken.activityAvailability({ productCode: 'MCO-EVG01', fromDate: day, toDate: day, pax: family }),
    ).rejects.toMatchObject({ fault: 'unavailable' });
  });
});
