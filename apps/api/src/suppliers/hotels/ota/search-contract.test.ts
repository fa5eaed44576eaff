import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { echoTokenOf, fixture, startFakeSupplier } from './test-fixtures';

// avail-rs.xml read into spec §3's hotel and rooms as Omnibees and HBSI wrote them before OTA
// (apps/sandbox/src/hotels/shapes.ts): the values written by hand from the fixture, the key
// order the portal saw.

let fake: Awaited<ReturnType<typeof startFakeSupplier>>;
beforeAll(async () => {
  fake = await startFakeSupplier();
});
afterAll(() => fake.close());

const answering = (text: string, n = 1) => {
  fake.clock.token = echoTokenOf(n);
  fake.answer(text);
};

const query = {
  hotelIds: ['ORL0042', 'ORL0043'],
  checkin: '2026-04-20',
  checkout: '2026-04-23',
  criteria: [
    { adults: 2, childAges: [7], roomCount: 1 },
    { adults: 1, childAges: [], roomCount: 2 },
  ],
};
const NIGHTS = ['2026-04-20', '2026-04-21', '2026-04-22'];
const TOKENS = {
  flex: 'v1.WyJPTU5JQkVFUyIsIk9STDAwNDIiLCJTVEQiLCJGTEVYIiwiMjAyNi0wNC0yMCIsIjIwMjYtMDQtMjMiLDIsWzddXQ',
  promo: 'v1.WyJPTU5JQkVFUyIsIk9STDAwNDIiLCJTVEQiLCJQUk9NTyIsIjIwMjYtMDQtMjAiLCIyMDI2LTA0LTIzIiwyLFs3XV0',
  nrf: 'v1.WyJPTU5JQkVFUyIsIk9STDAwNDIiLCJTVEQiLCJOUkYiLCIyMDI2LTA0LTIwIiwiMjAyNi0wNC0yMyIsMSxbXV0',
  hbsiFlex: 'v1.WyJIQlNJIiwiT1JMMDA0MiIsIlNURCIsIkZMRVgiLCIyMDI2LTA0LTIwIiwiMjAyNi0wNC0yMyIsMixbN11d',
  hbsiNrf: 'v1.WyJIQlNJIiwiT1JMMDA0MiIsIlNURCIsIk5SRiIsIjIwMjYtMDQtMjAiLCIyMDI2LTA0LTIzIiwxLFtdXQ',
  /** a rate plan the answer does not hold */
  luxe: 'v1.WyJPTU5JQkVFUyIsIk9STDAwNDIiLCJTVEQiLCJMVVhFIiwiMjAyNi0wNC0yMCIsIjIwMjYtMDQtMjMiLDIsWzddXQ',
  prestige: 'v1.WyJQUkVTVElHRSIsIk9STDAwNDIiLCJTVEQiLCJGTEVYIiwiMjAyNi0wNC0yMCIsIjIwMjYtMDQtMjMiLDIsWzddXQ',
};
const FREE_72H = 'Cancelación sin cargo hasta 72 horas antes del ingreso.';
const ROOM_KEYS = [
  'roomName',
  'descripcion',
  'regimen',
  'rateName',
  'tarifa',
  'proveedor',
  'informacionRsrv',
  'politicaCancelacion',
  'codigos',
  'cantAdl',
  'cantChl',
  'noches',
  'criterio',
];
const STD = {
  roomName: 'Habitación Estándar',
  descripcion: 'Dos camas dobles, baño privado y aire acondicionado.',
};

const flexShown = {
  ...STD,
  regimen: 'Desayuno incluido',
  rateName: 'Tarifa flexible',
  tarifa: {
    VENTA: 360,
    IVA: 37.8,
    TOTAL: 432.8,
    alicuota: 10.5,
    gastoAdministrativo: 35,
    resolucion4815: 108,
    ImpuestoPais: 108,
    moneda: 'USD',
  },
  proveedor: 1,
  informacionRsrv: TOKENS.flex,
  politicaCancelacion: { nonRefundable: false, penaltyDescription: { Description: FREE_72H } },
  codigos: ['OMB', 'ORL0042', 'STD', 'FLEX'],
  cantAdl: 2,
  cantChl: 1,
  noches: 3,
  criterio: 0,
};

describe('OTA search of Omnibees (avail-rs.xml)', () => {
  it('reads the hotel and each rate as Omnibees wrote them, in its key order', async () => {
    answering(fixture('avail-rs.xml'));
    const hotels = await fake.adapter('OMNIBEES').search(query);
    expect(hotels).toEqual([
      {
        supplier: 'OMNIBEES',
        hotelId: 'ORL0042',
        nights: NIGHTS,
        shown: {
          HotelName: 'Lake Buena Vista Resort',
          hotelID: 'ORL0042',
          direccion: '8100 Lake Ave, Orlando, FL',
          imgURL: '/media/hotels/resort-2.svg',
          award: 4,
        },
        rates: [
          { roomCode: 'STD', criterion: 0, allotment: [4, 3, 0], shown: flexShown },
          {
            roomCode: 'STD',
            criterion: 0,
            allotment: [4, 3, 0],
            shown: {
              ...STD,
              regimen: 'Desayuno incluido',
              rateName: 'Oferta anticipada',
              tarifa: {
                VENTA: 306,
                IVA: 32.13,
                TOTAL: 373.13,
                alicuota: 10.5,
                gastoAdministrativo: 35,
                resolucion4815: 91.8,
                ImpuestoPais: 91.8,
                moneda: 'USD',
              },
              proveedor: 1,
              informacionRsrv: TOKENS.promo,
              politicaCancelacion: {
                nonRefundable: false,
                penaltyDescription: { Description: `${FREE_72H} Oferta sujeta a disponibilidad.` },
              },
              codigos: ['OMB', 'ORL0042', 'STD', 'PROMO', 'DTO15'],
              cantAdl: 2,
              cantChl: 1,
              noches: 3,
              criterio: 0,
            },
          },
          {
            roomCode: 'STD',
            criterion: 1,
            allotment: [4, 3, 0],
            shown: {
              ...STD,
              regimen: 'Solo alojamiento', // no description: the meal plan's name (MPT 14)
              rateName: 'Tarifa no reembolsable',
              tarifa: {
                VENTA: 270,
                IVA: 28.35,
                TOTAL: 333.35,
                alicuota: 10.5,
                gastoAdministrativo: 35,
                resolucion4815: 81,
                ImpuestoPais: 81,
                moneda: 'USD',
              },
              proveedor: 1,
              informacionRsrv: TOKENS.nrf,
              politicaCancelacion: {
                nonRefundable: true,
                penaltyDescription: {
                  Description: 'Tarifa no reembolsable: no admite cambios ni cancelación.',
                },
              },
              codigos: ['OMB', 'ORL0042', 'STD', 'NRF'],
              cantAdl: 1,
              cantChl: 0,
              noches: 3,
              criterio: 1,
            },
          },
        ],
      },
    ]);
    const [hotel] = hotels;
    expect(Object.keys(hotel!.shown)).toEqual(['HotelName', 'hotelID', 'direccion', 'imgURL', 'award']);
    for (const rate of hotel!.rates) expect(Object.keys(rate.shown)).toEqual(ROOM_KEYS);
    expect(Object.keys(hotel!.rates[0]!.shown.tarifa as object)).toEqual([
      'VENTA',
      'IVA',
      'TOTAL',
      'alicuota',
      'gastoAdministrativo',
      'resolucion4815',
      'ImpuestoPais',
      'moneda',
    ]);
    expect(Object.keys(hotel!.rates[0]!.shown.politicaCancelacion as object)).toEqual([
      'nonRefundable',
      'penaltyDescription',
    ]);
  });

  it('finds no hotel in an empty answer (warning 322) nor in Error 322, without asking for none', async () => {
    answering(fixture('avail-rs-none.xml'), 2);
    expect(await fake.adapter('OMNIBEES').search(query)).toEqual([]);
    answering(fixture('avail-rs-unavailable.xml').replace('Code="187"', 'Code="322"'));
    expect(await fake.adapter('OMNIBEES').search(query)).toEqual([]);
    const calls = fake.sent.length;
    expect(await fake.adapter('OMNIBEES').search({ ...query, hotelIds: [] })).toEqual([]);
    expect(fake.sent).toHaveLength(calls);
  });
});

describe('OTA search of HBSI', () => {
  it('writes venta in lower case, the penalty as a list of { text }, HBS and supplier 3', async () => {
    answering(fixture('avail-rs.xml'));
    const [hotel] = await fake.adapter('HBSI').search(query);
    expect(hotel!.shown).toEqual({
      HotelName: 'Lake Buena Vista Resort',
      hotelID: 'ORL0042',
      direccion: '8100 Lake Ave, Orlando, FL',
      imgURL: '/media/hotels/resort-2.svg',
      award: 4,
    });
    const flex = hotel!.rates[0]!.shown;
    expect(flex).toEqual({
      ...flexShown,
      tarifa: {
        venta: 360,
        IVA: 37.8,
        TOTAL: 432.8,
        alicuota: 10.5,
        gastoAdministrativo: 35,
        resolucion4815: 108,
        ImpuestoPais: 108,
        moneda: 'USD',
      },
      proveedor: 3,
      informacionRsrv: TOKENS.hbsiFlex,
      politicaCancelacion: { nonRefundable: false, penaltyDescription: [{ text: FREE_72H }] },
      codigos: ['HBS', 'ORL0042', 'STD', 'FLEX'],
    });
    expect(Object.keys(flex)).toEqual(ROOM_KEYS);
    expect(Object.keys(flex.tarifa as object)[0]).toBe('venta');
  });
});

describe('OTA re-pricing of a booking token', () => {
  it('prices the token’s rate in exact cents, with its hotel and stay', async () => {
    answering(fixture('avail-rs.xml'));
    expect(await fake.adapter('OMNIBEES').checkRate(TOKENS.flex)).toEqual({
      token: TOKENS.flex,
      key: {
        supplier: 'OMNIBEES',
        hotelId: 'ORL0042',
        roomCode: 'STD',
        rateCode: 'FLEX',
        checkin: '2026-04-20',
        checkout: '2026-04-23',
        adults: 2,
        childAges: [7],
      },
      hotel: { id: 'ORL0042', hotelName: 'Lake Buena Vista Resort', idCiudad: 'C-ORL' },
      roomName: 'Habitación Estándar',
      regimen: 'Desayuno incluido',
      rateName: 'Tarifa flexible',
      nonRefundable: false,
      onRequest: false,
      nights: NIGHTS,
      allotment: [4, 3, 0],
      price: {
        venta: 36000,
        iva: 3780,
        alicuota: 10.5,
        gastoAdministrativo: 3500,
        resolucion4815: 10800,
        impuestoPais: 10800,
        total: 43280,
        moneda: 'USD',
      },
      shown: {
        ...flexShown,
        HotelName: 'Lake Buena Vista Resort',
        hotelID: 'ORL0042',
        idCiudad: 'C-ORL',
        checkin: '2026-04-20',
        checkout: '2026-04-23',
      },
    });
  });

  it('reads an on-request, non-refundable rate of HBSI', async () => {
    answering(fixture('avail-rs.xml').replace('RoomStayCandidateRPH="2"', 'RoomStayCandidateRPH="1"'));
    const offer = await fake.adapter('HBSI').checkRate(TOKENS.hbsiNrf);
    expect(offer).toMatchObject({
      key: { supplier: 'HBSI', rateCode: 'NRF', adults: 1, childAges: [] },
      nonRefundable: true,
      onRequest: true,
      price: { venta: 27000, iva: 2835, total: 33335, resolucion4815: 8100 },
    });
  });

  it('reads amounts on their digits: no binary drift', async () => {
    answering(
      fixture('avail-rs.xml')
        .replace(
          'AmountBeforeTax="360.00" AmountAfterTax="432.80"',
          'AmountBeforeTax="1.15" AmountAfterTax="4.35"',
        )
        .replace('Code="36" Percent="10.5" Amount="37.80"', 'Code="36" Percent="10.5" Amount="0.29"')
        .replace('Code="14" Amount="35.00"', 'Code="14" Amount="12.3"'),
    );
    const offer = await fake.adapter('OMNIBEES').checkRate(TOKENS.flex);
    expect(offer?.price).toMatchObject({ venta: 115, iva: 29, gastoAdministrativo: 1230, total: 435 });
    expect(offer?.shown.tarifa).toMatchObject({
      VENTA: 1.15,
      IVA: 0.29,
      TOTAL: 4.35,
      gastoAdministrativo: 12.3,
    });
  });

  it('is undefined when the rate is not sold any more (warning 322, Error 436, or not in the answer)', async () => {
    answering(fixture('avail-rs-none.xml'), 2);
    expect(await fake.adapter('OMNIBEES').checkRate(TOKENS.flex)).toBeUndefined();
    answering(fixture('avail-rs-unavailable.xml').replace('Code="187"', 'Code="436"'));
    expect(await fake.adapter('OMNIBEES').checkRate(TOKENS.flex)).toBeUndefined();
    answering(fixture('avail-rs.xml'));
    expect(await fake.adapter('OMNIBEES').checkRate(TOKENS.luxe)).toBeUndefined();
  });

  it('is undefined, asking nothing, for a token that is not ours or names another supplier', async () => {
    const calls = fake.sent.length;
    for (const token of ['', 'v1.', 'v1.bm9wZQ', 'v2.WyJPTU5JQkVFUyJd', TOKENS.prestige, TOKENS.hbsiFlex])
      expect(await fake.adapter('OMNIBEES').checkRate(token)).toBeUndefined();
    expect(fake.sent).toHaveLength(calls);
  });
});
