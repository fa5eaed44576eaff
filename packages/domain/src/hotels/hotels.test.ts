import { describe, expect, it } from 'vitest';
import { addToCart, emptyCart } from '../cart';
import { MESSAGES } from '../messages';
import { ZCartItem } from './cart-item';
import { ZFindAllTicketsQuery, ZHotelTicketAvailabilityRequest } from './disney-tickets';
import {
  hotelNameOf,
  hotelPriceOf,
  hotelsOf,
  MAIN_SEARCH_FLAGS,
  ORLANDO_SEARCH,
  penaltyTextOf,
  ZHotel,
  ZHotelAvailRequest,
  ZHotelAvailResponse,
} from './hotel-avail';
import { checkTicketEntryDate, ZDisneyHotel, ZMultiHotelDispoRequest } from './multi-hotel-dispo';
import { ZDisneyBookingRequest } from './reserva-disney';
import { ZHotelResV2Request } from './third-provider';
import { confirmedReservationsOf, ZReservateRequest, ZReservateResponse } from './reservate';

const messages = (r: { error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

const availRequest = {
  stayRange: { checkin: '2025-07-01', checkout: '2025-07-08' },
  roomCriteriaList: [{ adultCount: 2, childCount: 1, roomCount: 1, childAges: [7] }],
  idUWS: 3,
  isAgenteAS: false,
  destino: 'Orlando',
};

describe('POST api/client/hotels/avail request (spec §3)', () => {
  it('fills the defaults: category 0, ages [0], main-search flags', () => {
    const r = ZHotelAvailRequest.parse({ ...availRequest, roomCriteriaList: [{}] });
    expect(r.categoriaHotel).toBe(0);
    expect(r.roomCriteriaList[0]).toEqual({
      adultCount: 2,
      childCount: 0,
      roomCount: 1,
      childAges: [0],
      adultAges: [0],
    });
    expect(r.isOmnibeesDisable).toBe(false);
    expect(r.isPrestigeDisable).toBe(false);
    expect(r.isHBSIDisable).toBe(true);
  });
  it.each([
    [{ categoriaHotel: 6 }, MESSAGES.invalidHotelCategory],
    [{ categoriaHotel: -1 }, MESSAGES.invalidHotelCategory],
    [{ stayRange: { checkin: '2025-07-08', checkout: '2025-07-08' } }, MESSAGES.checkoutNotAfterCheckin],
    [{ roomCriteriaList: [{ adultCount: 0 }] }, MESSAGES.adultsRange],
    [{ roomCriteriaList: [{ adultCount: 2, childCount: 2, childAges: [3] }] }, MESSAGES.minorAgeRange],
    [{ roomCriteriaList: [{ adultCount: 2, childCount: 1, childAges: [18] }] }, MESSAGES.minorAgeRange],
    [{ destino: ' ' }, MESSAGES.destinationRequired],
  ])('rejects %j', (patch, message) => {
    expect(messages(ZHotelAvailRequest.safeParse({ ...availRequest, ...patch }))).toContain(message);
  });
  it('bounds every list of the search (issue 10, finding 6: 100,000 adultAges were taken)', () => {
    const ages = (n: number) => ({ roomCriteriaList: [{ adultCount: 2, adultAges: Array(n).fill(30) }] });
    expect(ZHotelAvailRequest.safeParse({ ...availRequest, ...ages(10) }).success).toBe(true);
    expect(ZHotelAvailRequest.safeParse({ ...availRequest, ...ages(11) }).success).toBe(false);
  });
  it('presets of spec §9', () => {
    expect(
      Object.entries(MAIN_SEARCH_FLAGS)
        .filter(([, off]) => !off)
        .map(([k]) => k),
    ).toEqual(['isOmnibeesDisable', 'isPrestigeDisable']);
    expect(
      Object.entries(ORLANDO_SEARCH.flags)
        .filter(([, off]) => !off)
        .map(([k]) => k),
    ).toEqual(['isHBSIDisable']);
  });
});

const roomA = {
  roomName: 'Standard King',
  regimen: 'Solo habitación',
  tarifa: { VENTA: 210.5, IVA: 44.21, gastoAdministrativo: 10, moneda: 'USD' },
  proveedor: 2,
  informacionRsrv: { token: 'abc' },
  politicaCancelacion: { nonRefundable: false, penaltyDescription: { Description: '7 días antes' } },
};
const roomB = {
  roomName: 'Suite',
  tarifa: { venta: '180.00', iva: '37.80', moneda: 'USD' },
  proveedor: '3',
  informacionRsrv: 'opaque',
  politicaCancelacion: { nonRefundable: true, penaltyDescription: [{ text: 'No reembolsable' }] },
};

describe('availability answer (both spellings)', () => {
  const answer = {
    hotelAvailResponsePrestige: {
      hoteles: [{ HotelName: 'Hotel Uno', hotelID: 10, habitaciones: [roomA, roomB] }],
    },
    hotelAvailResponseOmnibees: {
      hoteles: [{ hotelName: 'Hotel Dos', hotelID: 'H2', award: '4', habitaciones: [roomB] }],
    },
    hotelAvailResponseHBSI: null,
    proveedores: [
      { proveedor: 'Prestige', estado: 'ok', ms: 120 },
      { proveedor: 'Omnibees', estado: 'ok', ms: 95 },
      { proveedor: 'HBSI', estado: 'desactivado', ms: 0 },
    ],
  };
  it('parses the three provider lists', () => {
    const r = ZHotelAvailResponse.parse(answer);
    expect(r.failedSuppliers).toEqual([]);
    const hotels = hotelsOf(r);
    expect(hotels.map((h) => [h.provider, hotelNameOf(h.hotel)])).toEqual([
      ['Prestige', 'Hotel Uno'],
      ['Omnibees', 'Hotel Dos'],
    ]);
    expect(hotels[0] && hotelPriceOf(hotels[0].hotel)).toBe(18000); // min sale rate
    expect(penaltyTextOf(roomB.politicaCancelacion)).toBe('No reembolsable');
    expect(penaltyTextOf(roomA.politicaCancelacion)).toBe('7 días antes');
  });
  it('keeps unknown provider fields and needs one of the two names', () => {
    const r = ZHotel.parse({ HotelName: 'X', hotelID: 1, habitaciones: [{ ...roomA, extra: 1 }], otro: 'y' });
    expect(r).toMatchObject({ otro: 'y', habitaciones: [{ extra: 1 }] });
    expect(messages(ZHotel.safeParse({ hotelID: 1, habitaciones: [] }))).toContain(
      MESSAGES.hotelNameRequired,
    );
  });
});

describe('cart item and cart rules together', () => {
  const item = {
    data: roomB,
    hotelID: 10,
    HotelName: 'Hotel Uno',
    cantPaxTotal: 3,
    cantAdl: 2,
    cantChl: 1,
    checkin: '2025-07-01',
    checkout: '2025-07-08',
    adultCount: 2,
    childCount: 1,
    childAges: [7],
    destino: 'Orlando',
  };
  it('parses and applies the non-refundable rule', () => {
    const parsed = ZCartItem.parse(item);
    expect(addToCart(emptyCart(), parsed, { isAgenteAS: false })).toMatchObject({
      ok: false,
      message: MESSAGES.nonRefundableOnlyAS,
    });
    expect(addToCart(emptyCart(), parsed, { isAgenteAS: true }).ok).toBe(true);
  });
});

const pax = {
  nombres: 'Ana',
  apellidos: 'Paz',
  dni: '30111222',
  nacionalidad: 'Otra',
  nacimiento: '1980-01-01',
  edad: 45,
  tipoDoc: 'PAS',
  type: 0,
  index: 0,
};

describe('reservate (spec §3, §7)', () => {
  const entry = {
    pasajeros: [pax],
    idUsuarioReservo: 7,
    idUWS: 3,
    informacionRsrv: { token: 'abc' },
    proveedor: 2,
    checkin: '2025-07-01',
    checkout: '2025-07-08',
    hotelName: 'Hotel Uno',
    hotelID: 10,
    tarifa: roomA.tarifa,
    isAgenteAs: true,
    isNoReembolsable: false,
    idEntidad: 44,
  };
  it('request with up to 3 entries', () => {
    expect(ZReservateRequest.safeParse({ reservationsList: [entry], destino: 'Orlando' }).success).toBe(true);
    expect(
      ZReservateRequest.safeParse({ reservationsList: [entry, entry, entry, entry], destino: 'Orlando' })
        .success,
    ).toBe(false);
  });
  it('answer with mapping or per-provider lists', () => {
    expect(ZReservateResponse.parse({ reservaIdMapping: { R1: 'P-9' } }).reservaIdMapping).toEqual({
      R1: 'P-9',
    });
    const confirmed = {
      tarifa: { TOTAL: 264.71, VENTA: 210.5, IVA: 44.21, alicuota: 21, ImpuestoPais: 63.15 },
      codigoReserva: 'PR-1',
      hotel: 'Hotel Uno',
      checkin: '2025-07-01',
      checkout: '2025-07-08',
      pasajeros: [pax],
      reservaId: 41,
    };
    const r = ZReservateResponse.parse({
      Prestige: [confirmed],
      HBSIS: [{ ...confirmed, codigoReserva: 'HB-1', reservaId: 42 }],
    });
    expect(confirmedReservationsOf(r).map((c) => c.codigoReserva)).toEqual(['PR-1', 'HB-1']);
  });
});

describe('Disney hotels (spec §3, §7)', () => {
  const disneyRoom = {
    id: 'R1',
    name: 'Standard Room',
    description: 'Vista al jardín',
    rateName: 'Room Only + DQSDP',
    tax: { VENTA: 300, IVA: 0 },
    requiredTicket: true,
    rateId: 'RATE1',
    hotelId: 'H1',
    promotion: null,
    reserveCode: 'A-B-C-D-E',
    tarifa: { VENTA: 300, IVA: 0, moneda: 'USD' },
    hotelName: "Disney's Pop Century Resort",
    provider: 'Disney',
    cancelPolicy: '7 días antes',
  };
  it('request, hotel, booking', () => {
    expect(
      ZMultiHotelDispoRequest.safeParse({
        destino: 'disney',
        stayRange: { checkin: '2025-07-01', checkout: '2025-07-05' },
        roomCriteria: {},
        categoria: 'VILLA DE LUJO',
        idUWS: 3,
        idUsuarioReservo: 7,
        isAgenteAS: true,
      }).success,
    ).toBe(true);
    expect(
      ZDisneyHotel.safeParse({
        id: 'H1',
        name: 'Pop Century',
        image: 'x.jpg',
        currency: 'USD',
        habitaciones: [disneyRoom],
      }).success,
    ).toBe(true);
    const booking = {
      isAgenteAS: true,
      pasajeros: [pax],
      idUsuarioReservo: 7,
      idUWS: 3,
      reservaCodigo: 'A-B-C-D-E',
      roomCriteria: { adultCount: 1 },
      stayRange: { checkin: '2025-07-01', checkout: '2025-07-05' },
      idEntidad: 44,
    };
    expect(ZDisneyBookingRequest.parse(booking)).toMatchObject({ productAddons: [], promotions: [] });
  });
  it('ticket selection calls', () => {
    expect(
      ZFindAllTicketsQuery.safeParse({ rateId: 'RATE1', fecha: '2025-07-01', roomId: 'R1' }).success,
    ).toBe(true);
    expect(
      ZHotelTicketAvailabilityRequest.safeParse({
        date: '2025-07-01',
        hotelId: 'H1',
        quantityAdults: 2,
        ticket: 'T4',
        quantityChilds: 0,
      }).success,
    ).toBe(true);
    expect(
      ZHotelResV2Request.safeParse({
        informacionRsrv: 'x',
        pasajeros: [pax],
        proveedor: 2,
        idUsuarioReservo: 1,
        idUWS: 1,
      }).success,
    ).toBe(false);
  });
});

describe('booking stay range schema (spec §5, §6)', () => {
  it('applies the lead time of non-AS users', async () => {
    const { makeBookingStayRangeSchema } = await import('../common/rooming');
    const nonAS = makeBookingStayRangeSchema({ today: '2025-06-10', isAgenteAS: false });
    expect(messages(nonAS.safeParse({ checkin: '2025-06-18', checkout: '2025-06-20' }))).toContain(
      MESSAGES.leadTimeNonAS,
    );
    expect(nonAS.safeParse({ checkin: '2025-06-19', checkout: '2025-06-20' }).success).toBe(true);
    const as = makeBookingStayRangeSchema({ today: '2025-06-10', isAgenteAS: true });
    expect(as.safeParse({ checkin: '2025-06-10', checkout: '2025-06-11' }).success).toBe(true);
  });
});

describe('the required ticket of a Disney room (spec §2, §4)', () => {
  const stayRange = { checkin: '2030-05-10', checkout: '2030-05-14' };
  it('starts on a day of the stay, its first to its last', () => {
    expect(checkTicketEntryDate('2030-05-10', stayRange).ok).toBe(true);
    expect(checkTicketEntryDate('2030-05-14', stayRange).ok).toBe(true);
    expect(checkTicketEntryDate('2030-05-09', stayRange)).toMatchObject({
      ok: false,
      message: MESSAGES.ticketEntryOutsideStay,
    });
    expect(checkTicketEntryDate('2030-05-15', stayRange).ok).toBe(false);
  });
});
