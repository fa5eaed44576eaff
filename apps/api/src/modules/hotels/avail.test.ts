import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { detectDiningPlan, isDiscountedRoom, MESSAGES, parseProviderPrice } from '@portal/domain';
import { testConfig } from '../../config';
import { SEARCHES_IN_FLIGHT_MESSAGE } from '../../lib/search-limits';
import { useTestApp } from '../../test/app';
import { ZHotelAvailResponse, ZCitiesZonesResponse } from '@portal/domain';
import {
  ALL_SUPPLIERS_ON,
  allHotels,
  AVAIL,
  availBody,
  findRoom,
  post,
  searchHotels,
  stay,
  type AvailAnswer,
  beyondHorizon,
} from './test-kit';

const t = useTestApp();
const search = (over: Record<string, unknown> = {}) => searchHotels(t, over);

describe('GET /api/booking/api/client/cities/zones', () => {
  it('answers the catalogue of spec §3 with unique string ids and a day of cache', async () => {
    const res = await t.app.inject({ url: '/api/booking/api/client/cities/zones', headers: t.vendedor });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
    expect(ZCitiesZonesResponse.safeParse(res.json()).error).toBeUndefined();
    const { cities, zonas, hotels } = res.json();
    expect(cities.map((c: { ciudad: string }) => c.ciudad)).toEqual(
      expect.arrayContaining(['Orlando', 'Miami', 'Cancún', 'Punta Cana', 'Río de Janeiro', 'Búzios']),
    );
    expect(hotels.length).toBeGreaterThanOrEqual(300);
    const ids = [...cities, ...zonas, ...hotels].map((x: { id: string }) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(
      hotels.find((h: { hotelName: string }) => h.hotelName === "Disney's Contemporary Resort"),
    ).toMatchObject({
      idCiudad: 'C-ORL',
      zona: 'Walt Disney World Resort',
      pais: 'Estados Unidos',
      latitude: expect.closeTo(28.39, 1),
      longitude: expect.closeTo(-81.56, 1),
    });
  });

  it('needs the bearer token', async () => {
    const res = await t.app.inject({ url: '/api/booking/api/client/cities/zones' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/booking/api/client/hotels/avail', () => {
  it('main search in Cancún as vendedor: Omnibees and Prestige, each in its own shape', async () => {
    const a = await search();
    expect(ZHotelAvailResponse.safeParse(a).error).toBeUndefined();
    expect(a.proveedores.map((p) => [p.proveedor, p.estado])).toEqual([
      ['Omnibees', 'ok'],
      ['Prestige', 'ok'],
      ['HBSI', 'desactivado'],
    ]);
    const omnibees = a.hotelAvailResponseOmnibees.hoteles[0]!;
    const prestige = a.hotelAvailResponsePrestige.hoteles[0]!;
    expect(a.hotelAvailResponseHBSI.hoteles).toEqual([]);
    expect(omnibees).toMatchObject({
      HotelName: expect.any(String),
      cantAdl: 2,
      cantChl: 0,
      cantPaxTotal: 2,
    });
    expect(omnibees.imgURL).toMatch(/^\/media\/hotels\/[a-z]+-\d\.svg$/);
    expect(omnibees.habitaciones[0]).toMatchObject({
      proveedor: 1,
      tarifa: { VENTA: expect.any(Number), IVA: expect.any(Number), moneda: 'USD', gastoAdministrativo: 35 },
      politicaCancelacion: { penaltyDescription: { Description: expect.any(String) } },
    });
    expect(prestige).toMatchObject({ hotelName: expect.any(String) });
    expect(prestige.habitaciones[0]).toMatchObject({
      proveedor: 2,
      tarifa: { venta: expect.stringMatching(/^\d+\.\d\d$/), iva: expect.any(String) },
      politicaCancelacion: { penaltyDescription: { text: expect.any(String) } },
    });
    const regimens = allHotels(a).flatMap((h) => h.habitaciones.map((r) => r.regimen));
    expect(regimens.some((r) => r.length > 50)).toBe(true);
    expect(allHotels(a).some((h) => h.habitaciones.some((r) => r.politicaCancelacion.nonRefundable))).toBe(
      true,
    );
    expect(allHotels(a).some((h) => h.habitaciones.some((r) => isDiscountedRoom(r.codigos)))).toBe(true);
  });

  it('Orlando page: only HBSI, 5 stars, with Disney dining plans', async () => {
    const a = await search({
      ...availBody(),
      destino: 'Orlando',
      categoriaHotel: 5,
      starQuantity: 5,
      isOmnibeesDisable: true,
      isPrestigeDisable: true,
      isHBSIDisable: false,
    });
    expect(ZHotelAvailResponse.safeParse(a).error).toBeUndefined();
    const hotels = a.hotelAvailResponseHBSI.hoteles;
    expect(hotels.length).toBeGreaterThanOrEqual(8);
    expect(hotels.every((h) => h.award === 5 && typeof h.HotelName === 'string')).toBe(true);
    expect(a.hotelAvailResponseOmnibees.hoteles).toEqual([]);
    const plans = hotels.flatMap((h) => h.habitaciones.map((r) => detectDiningPlan(r.rateName)));
    expect(plans).toContain('standard');
    expect(plans).toContain('quick-service');
    const room = hotels[0]!.habitaciones[0]!;
    expect(room).toMatchObject({
      proveedor: 3,
      tarifa: { venta: expect.any(Number), IVA: expect.any(Number) },
    });
    expect(room.politicaCancelacion).toMatchObject({ penaltyDescription: [{ text: expect.any(String) }] });
  });

  it('destino names a city, a zone or a hotel', async () => {
    const zone = await search({ ...ALL_SUPPLIERS_ON, destino: 'Z-MIA-BRICKELL' });
    const zoneHotels = allHotels(zone);
    expect(zoneHotels.length).toBeGreaterThan(0);
    expect(zoneHotels.every((h) => String(h.direccion).endsWith('Miami'))).toBe(true);
    const one = await search({ ...ALL_SUPPLIERS_ON, destino: zoneHotels[0]!.hotelID });
    expect(new Set(allHotels(one).map((h) => h.hotelID))).toEqual(new Set([zoneHotels[0]!.hotelID]));
  });

  it('takes optional fields sent as null or an empty text as not given (issue 11, item 12)', async () => {
    const a = await search({ destino: 'C-BUE', idUsuarioReservo: null, starQuantity: '', destinoIATA: null });
    expect(allHotels(a).length).toBeGreaterThan(0);
    // issue 29, item 9: a spec-only client sent destinoAsistencia null and got 400
    const spec = await search({
      destino: 'C-BUE',
      destinoAsistencia: null,
      categoriaHotel: null,
      isHBSIDisable: '',
    });
    expect(allHotels(spec).map((h) => h.hotelID)).toEqual(allHotels(a).map((h) => h.hotelID));
    const bad = await post(t.app, AVAIL, t.vendedor, availBody({ starQuantity: 9 }));
    expect(bad.statusCode).toBe(400);
  });

  it('filters by category', async () => {
    const a = await search({ ...ALL_SUPPLIERS_ON, destino: 'C-BUE', categoriaHotel: 4 });
    expect(allHotels(a).length).toBeGreaterThan(0);
    expect(allHotels(a).every((h) => h.award === 4)).toBe(true);
  });

  it('prices vary with dates, length of stay and occupancy', async () => {
    const price = (a: AvailAnswer, id: string) =>
      parseProviderPrice(
        a.hotelAvailResponseOmnibees.hoteles.find((h) => h.hotelID === id)!.habitaciones[0]!.tarifa,
      ).venta!;
    const base = await search({ destino: 'C-MAD' });
    const id = base.hotelAvailResponseOmnibees.hoteles[0]!.hotelID;
    const longer = await search({ destino: id, stayRange: stay(20, 6) });
    const three = await search({
      destino: id,
      roomCriteriaList: [{ adultCount: 3, childCount: 0, roomCount: 1, childAges: [] }],
    });
    const later = await search({ destino: id, stayRange: stay(120) });
    expect(price(longer, id)).toBeGreaterThan(price(base, id) * 1.6);
    expect(price(three, id)).toBeGreaterThan(price(base, id));
    expect(price(later, id)).not.toBe(price(base, id));
  });

  it('prices each room for its occupancy, minors with their ages', async () => {
    const a = await search({
      roomCriteriaList: [{ adultCount: 2, childCount: 2, roomCount: 2, childAges: [1, 7] }],
    });
    const { hotel, room } = findRoom(a, () => true);
    expect(hotel).toMatchObject({ cantAdl: 4, cantChl: 4, cantPaxTotal: 8 });
    expect(room).toMatchObject({ cantAdl: 2, cantChl: 2 });
  });

  it('answers each distinct room of the search with its own rates, saying which room they are for', async () => {
    const a = await search({
      roomCriteriaList: [
        { adultCount: 2, childCount: 0, roomCount: 1, childAges: [] },
        { adultCount: 1, childCount: 1, roomCount: 1, childAges: [5] },
      ],
    });
    const { hotel } = findRoom(a, () => true);
    expect(hotel).toMatchObject({ cantAdl: 3, cantChl: 1, cantPaxTotal: 4 });
    const first = hotel.habitaciones.filter((r) => r.criterio === 0);
    const second = hotel.habitaciones.filter((r) => r.criterio === 1);
    expect(first.length).toBeGreaterThan(0);
    expect(second.length).toBeGreaterThan(0);
    expect(first.every((r) => r.cantAdl === 2 && r.cantChl === 0)).toBe(true);
    expect(second.every((r) => r.cantAdl === 1 && r.cantChl === 1)).toBe(true);
  });

  it('lets an AS agent search from today, a vendedor only 9 days ahead', async () => {
    const soon = { stayRange: stay(3) };
    const refused = await post(t.app, AVAIL, t.vendedor, availBody(soon));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MESSAGES.leadTimeNonAS);
    expect((await post(t.app, AVAIL, t.vendedor, availBody({ stayRange: stay(9) }))).statusCode).toBe(200);
    expect((await post(t.app, AVAIL, t.agente, availBody(soon))).statusCode).toBe(200);
    expect((await post(t.app, AVAIL, t.agente, availBody({ stayRange: stay(0) }))).statusCode).toBe(200);
  });

  const room = (r: Record<string, unknown>) => ({
    roomCriteriaList: [{ adultCount: 2, childCount: 0, roomCount: 1, childAges: [0], ...r }],
  });
  it.each([
    ['a check-in in the past', { stayRange: stay(-1) }, MESSAGES.checkinBeforeToday],
    [
      'check-out not after check-in',
      { stayRange: { ...stay(20), checkout: stay(20).checkin } },
      MESSAGES.checkoutNotAfterCheckin,
    ],
    [
      'a date that is not YYYY-MM-DD',
      { stayRange: { ...stay(20), checkin: stay(20).checkin.replaceAll('-', '/') } },
      MESSAGES.invalidDate,
    ],
    ['no adults', room({ adultCount: 0 }), MESSAGES.adultsRange],
    ['11 adults', room({ adultCount: 11 }), MESSAGES.adultsRange],
    ['11 minors', room({ childCount: 11, childAges: Array(11).fill(5) }), MESSAGES.minorsRange],
    ['a minor aged 18', room({ childCount: 1, childAges: [18] }), MESSAGES.minorAgeRange],
    ['a minor without an age', room({ childCount: 2, childAges: [4] }), MESSAGES.minorAgeRange],
    ['4 rooms', room({ roomCount: 4 }), MESSAGES.roomsRange],
    [
      '4 rooms over two criteria',
      {
        roomCriteriaList: [
          room({ roomCount: 2 }).roomCriteriaList[0],
          room({ roomCount: 2 }).roomCriteriaList[0],
        ],
      },
      'La cantidad total de habitaciones debe estar entre 1 y 3',
    ],
    ['category 6', { categoriaHotel: 6 }, MESSAGES.invalidHotelCategory],
    ['an empty destino', { destino: ' ' }, MESSAGES.destinationRequired],
    ['an unknown destino', { destino: 'Z-NOWHERE' }, 'No se encontró el destino indicado'],
    ['a stay over 30 nights', { stayRange: stay(20, 31) }, 'La estadía no puede superar 30 noches'],
    [
      'a check-in past the 18-month sale horizon',
      { stayRange: beyondHorizon() },
      'La fecha de ingreso no puede ser posterior a 18 meses desde hoy',
    ],
  ])('answers 400 to %s', async (_name, over, message) => {
    const res = await post(t.app, AVAIL, t.vendedor, availBody(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('answers 200 with empty lists when nothing matches', async () => {
    const a = await search({ destino: 'Z-BZC-GERIBA', categoriaHotel: 1 });
    expect(allHotels(a)).toEqual([]);
  });
});

describe('POST /api/booking/api/client/hotels/avail, the answer on the wire', () => {
  it('is compressed as the client accepts, the same answer in every encoding, and says it varies', async () => {
    const body = availBody({ ...ALL_SUPPLIERS_ON, destino: 'C-CUN', stayRange: stay(45) });
    const ask = (encoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/booking${AVAIL}`,
        headers: { ...t.vendedor, ...(encoding ? { 'accept-encoding': encoding } : {}) },
        payload: body,
      });
    const [plain, gz, br] = [await ask(), await ask('gzip'), await ask('gzip, br')];
    expect(plain.statusCode, plain.body.slice(0, 200)).toBe(200);
    expect([
      plain.headers['content-encoding'],
      gz.headers['content-encoding'],
      br.headers['content-encoding'],
    ]).toEqual([undefined, 'gzip', 'br']);
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    // a whole city: ~260 KiB of JSON goes as a fraction of it
    expect(plain.rawPayload.length).toBeGreaterThan(100_000);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
  });
});

describe('POST /api/booking/api/client/hotels/avail with slow and failing suppliers', () => {
  // Supplier times long enough that a loaded machine's own delays (up to ~0.9 s seen at load
  // 33) do not decide the test (issue 29, item 0): the bound below leaves 750 ms for them.
  const OMNIBEES_TIMEOUT_MS = 1500;
  const HBSI_LATENCY_MS = 1000;
  const base = testConfig().suppliers;
  const faulty = useTestApp(
    {
      suppliers: {
        ...base,
        OMNIBEES: { ...base.OMNIBEES, timeoutMs: OMNIBEES_TIMEOUT_MS },
        PRESTIGE: { ...base.PRESTIGE, timeoutMs: 1000 },
        HBSI: { ...base.HBSI, timeoutMs: HBSI_LATENCY_MS + 1000 },
      },
    },
    { OMNIBEES: { latencyMs: 5000 }, PRESTIGE: { failRate: 1 }, HBSI: { latencyMs: HBSI_LATENCY_MS } },
  );

  it('answers what answered, fast, and says which supplier timed out or failed', async () => {
    const started = performance.now();
    const res = await post(
      faulty.app,
      AVAIL,
      faulty.vendedor,
      availBody({ ...ALL_SUPPLIERS_ON, destino: 'C-ORL' }),
    );
    const elapsed = performance.now() - started;
    expect(res.statusCode).toBe(200);
    const a = res.json() as AvailAnswer & { failedSuppliers: string[] };
    expect(a.hotelAvailResponseHBSI.hoteles.length).toBeGreaterThan(0);
    expect(a.hotelAvailResponseOmnibees.hoteles).toEqual([]);
    expect(a.proveedores.map((p) => p.estado)).toEqual(['timeout', 'error', 'ok']);
    expect(a.failedSuppliers).toEqual(['Omnibees', 'Prestige']);
    // in parallel the Omnibees timeout (1.5 s) and HBSI (1 s) overlap; one after the other they
    // take 2.5 s, so nine tenths of that is out of reach for a sequential search
    expect(elapsed).toBeGreaterThanOrEqual(OMNIBEES_TIMEOUT_MS - 10);
    expect(elapsed).toBeLessThan((OMNIBEES_TIMEOUT_MS + HBSI_LATENCY_MS) * 0.9);
  });

  it('runs at most 4 searches of one user at a time; the rest get 429, other users go on', async () => {
    // HBSI answers after 1 s: each search holds its place that long (stays differ: no cache)
    const body = (i: number) =>
      availBody({
        isOmnibeesDisable: true,
        isPrestigeDisable: true,
        isHBSIDisable: false,
        stayRange: stay(30 + i),
      });
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => post(faulty.app, AVAIL, faulty.vendedor, body(i))),
      post(faulty.app, AVAIL, faulty.agente, body(9)),
    ]);
    const mine = answers.slice(0, 6);
    expect(mine.filter((r) => r.statusCode === 200)).toHaveLength(4);
    const refused = mine.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.json().message).toBe(SEARCHES_IN_FLIGHT_MESSAGE);
    expect(refused[0]!.headers['retry-after']).toBe('2');
    expect(answers[6]!.statusCode).toBe(200);
    // the places are given back
    expect((await post(faulty.app, AVAIL, faulty.vendedor, body(12))).statusCode).toBe(200);
  });

  it('answers 502 when every supplier asked fails', async () => {
    const res = await post(faulty.app, AVAIL, faulty.vendedor, availBody());
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: 'Ocurrió un error al buscar las disponibilidades' });
  });
});
