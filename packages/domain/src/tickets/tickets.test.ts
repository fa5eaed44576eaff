import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { EVENT_DATE_TIME, ZTicketBookingRequest, ZUniversalTicketBookingRequest } from './book-ticket';
import { ZPreReservarPark } from './parks';
import { ZTicketOffer, ZTicketSearchRequest, ZTicketSearchRequestCalifornia } from './search-tickets';
import { checkTicketSaleDate } from './sale-horizon';
import { saleMaxDate } from '../dates-calendar';
import { ZTicketAvailability, ZTicketAvailabilityQuery } from './ticket-availability';
import { ZBuscarTktParams, ZBuscarTktResponse, ZFindEventsParams } from './universal';

const pax = (nombres: string, edad: number, nacimiento: string) => ({
  nombres,
  apellidos: 'Gómez',
  dni: '30111222',
  nacionalidad: 'Argentina',
  nacimiento,
  edad,
  tipoDoc: 'DNI',
});
const offer = {
  codeAdult: 'WDW4A',
  codeChild: 'WDW4C',
  currency: 'USD',
  fechaIn: '2025-07-01',
  name: '4-Day Magic Your Way',
  provider: 'Disney',
  taxAdult: { VENTA: 450.5, IVA: 0, TOTAL: 450.5 },
  taxChild: { venta: '430.00', iva: '0', TOTAL: '430.00' },
  durationDays: 4,
  bannerColor: '#1565c0',
  findEvents: false,
};
const firstIssue = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('ticket search (spec §7 ticket-by-fecha)', () => {
  it('coerces durationDays from the query string', () => {
    expect(ZTicketSearchRequest.parse({ fecha: '2025-07-01', durationDays: '4' })).toEqual({
      fecha: '2025-07-01',
      durationDays: 4,
    });
  });
  it.each([
    [ZTicketSearchRequest, '10', true],
    [ZTicketSearchRequest, '11', false],
    [ZTicketSearchRequest, '0', false],
    [ZTicketSearchRequestCalifornia, '5', true],
    [ZTicketSearchRequestCalifornia, '6', false],
  ] as const)('%# durationDays %s ok=%s', (schema, days, ok) => {
    expect(schema.safeParse({ fecha: '2025-07-01', durationDays: days }).success).toBe(ok);
  });
  it('answers in Spanish', () => {
    expect(
      firstIssue(ZTicketSearchRequestCalifornia.safeParse({ fecha: '2025-07-01', durationDays: '6' })),
    ).toBe(MESSAGES.ticketDaysDisneyland);
    expect(firstIssue(ZTicketSearchRequest.safeParse({ fecha: '2025-02-30', durationDays: '2' }))).toBe(
      MESSAGES.invalidDate,
    );
  });
  it('parses an offer with both price spellings', () => {
    expect(ZTicketOffer.parse(offer)).toMatchObject({ codeAdult: 'WDW4A', durationDays: 4 });
    expect(ZTicketOffer.safeParse({ ...offer, currency: 'EUR' }).success).toBe(false);
    expect(ZTicketOffer.parse({ ...offer, programId: 'P-1', findEvents: true }).programId).toBe('P-1');
  });
  it('pre-books on the Disney and Universal paths only (spec §7)', () => {
    for (const park of ['Disney', 'Universal']) expect(ZPreReservarPark.safeParse(park).success).toBe(true);
    expect(ZPreReservarPark.safeParse('Disneyland').success).toBe(false);
  });
});

describe('ticket availability (spec §3, §7)', () => {
  it('query in, adults, childs', () => {
    expect(ZTicketAvailabilityQuery.parse({ in: '2025-07-01', adults: '2', childs: '0' })).toEqual({
      in: '2025-07-01',
      adults: 2,
      childs: 0,
    });
    expect(
      firstIssue(ZTicketAvailabilityQuery.safeParse({ in: '2025-07-01', adults: '11', childs: '0' })),
    ).toBe(MESSAGES.adultsRange0to10);
  });
  it('payload with status Active', () => {
    const a = {
      durationDays: 4,
      moneda: 'USD',
      nombre: '4-Day',
      productId: 'P1',
      productIdChild: 'P1C',
      productName: '4-Day Magic Your Way',
      tarifaAdulto: 450.5,
      tarifaChild: 430,
      status: 'Active',
    };
    expect(ZTicketAvailability.parse(a)).toEqual(a);
    expect(ZTicketAvailability.safeParse({ ...a, status: 'Inactive' }).success).toBe(false);
  });
});

describe('ticket booking (spec §3)', () => {
  const booking = {
    pasajeros: [pax('Ana', 40, '1985-01-01'), pax('Leo', 6, '2019-03-03')],
    codigoTicketAdult: 'WDW4A',
    codigoTicketChild: 'WDW4C',
    cantidadAdultos: 1,
    cantidadChild: 1,
    checkin: '2025-07-01',
    idUsuarioReservo: 7,
    idUWS: 3,
    monto: 950.5,
    tarifaAdulto: 450.5,
    tarifaChild: 430,
    nombreTicket: '4-Day Magic Your Way',
  };
  it('accepts a valid booking, idEntidad optional', () => {
    expect(ZTicketBookingRequest.safeParse(booking).success).toBe(true);
    expect(ZTicketBookingRequest.safeParse({ ...booking, idEntidad: 12 }).success).toBe(true);
  });
  it.each([
    [{ tarifaChild: undefined }, MESSAGES.childRateRequired],
    [{ cantidadChild: 0, pasajeros: [pax('Ana', 40, '1985-01-01')] }, MESSAGES.childRateOnlyWithMinors],
    [{ cantidadAdultos: 2 }, MESSAGES.passengerCountMismatch],
    [{ cantidadAdultos: 0, cantidadChild: 0, pasajeros: [] }, undefined],
  ])('rejects %j', (patch, message) => {
    const r = ZTicketBookingRequest.safeParse({ ...booking, ...patch });
    expect(r.success).toBe(false);
    if (message) expect(r.error?.issues.map((i) => i.message)).toContain(message);
  });
  it('refuses a ticket name of more than 200 characters (issue 10, finding 13)', () => {
    expect(ZTicketBookingRequest.safeParse({ ...booking, nombreTicket: 'x'.repeat(200) }).success).toBe(true);
    expect(ZTicketBookingRequest.safeParse({ ...booking, nombreTicket: 'x'.repeat(201) }).success).toBe(
      false,
    );
  });
  it('tarifaChild absent without minors is fine', () => {
    const r = ZTicketBookingRequest.safeParse({
      ...booking,
      cantidadChild: 0,
      tarifaChild: undefined,
      pasajeros: [pax('Ana', 40, '1985-01-01')],
    });
    expect(r.success).toBe(true);
  });
  it('Universal bookings need rqUniversal', () => {
    expect(firstIssue(ZUniversalTicketBookingRequest.safeParse(booking))).toBe(
      MESSAGES.universalRequestRequired,
    );
    const rqUniversal = {
      pax: booking.pasajeros,
      eventDateTime: '2025-07-01T09:00:00',
      salesProgramId: 'SP1',
      pluAdl: 'PLU-A',
      pluChd: 'PLU-C',
      cantidadTickets: 2,
      idUsuarioReservo: 7,
    };
    expect(ZUniversalTicketBookingRequest.safeParse({ ...booking, rqUniversal }).success).toBe(true);
  });
});

describe('Universal (spec §7 buscartkt, findEvents)', () => {
  it('params and answer', () => {
    expect(ZBuscarTktParams.parse({ adults: '2', children: '1', date: '2025-07-01' })).toEqual({
      adults: 2,
      children: 1,
      date: '2025-07-01',
    });
    const u = {
      ...offer,
      provider: 'Universal',
      durationDays: 0,
      findEvents: true,
      programId: 'P9',
      disponible: true,
    };
    expect(ZBuscarTktResponse.parse({ todos: [u], recomendados: [] }).todos).toHaveLength(1);
    expect(
      ZFindEventsParams.parse({ code: 'U1', date: '2025-07-01', programId: 'P9', quantity: '3' }).quantity,
    ).toBe(3);
  });
});

describe('counts from a path or query string', () => {
  it.each([
    [ZTicketAvailabilityQuery, { in: '2025-07-01', adults: '', childs: '0' }, MESSAGES.adultsRange0to10],
    [ZTicketAvailabilityQuery, { in: '2025-07-01', adults: '1', childs: ' ' }, MESSAGES.minorsRange],
    [ZTicketAvailabilityQuery, { in: '2025-07-01', adults: '1e0', childs: '0' }, MESSAGES.adultsRange0to10],
    [ZBuscarTktParams, { adults: '', children: '0', date: '2025-07-01' }, MESSAGES.adultsRange0to10],
    [ZBuscarTktParams, { adults: '2', children: '-1', date: '2025-07-01' }, MESSAGES.minorsRange],
    [ZTicketSearchRequest, { fecha: '2025-07-01', durationDays: '' }, MESSAGES.ticketDaysDisney],
    [
      ZFindEventsParams,
      { code: 'U', date: '2025-07-01', programId: 'P', quantity: '' },
      MESSAGES.eventQuantityRange,
    ],
    [
      ZFindEventsParams,
      { code: 'U', date: '2025-07-01', programId: 'P', quantity: '21' },
      MESSAGES.eventQuantityRange,
    ],
  ] as const)('%# refuses an empty or non-digit count in Spanish', (schema, input, message) => {
    expect(firstIssue((schema as typeof ZBuscarTktParams).safeParse(input))).toBe(message);
  });
  it('still reads digits and numbers', () => {
    expect(ZBuscarTktParams.parse({ adults: 0, children: '10', date: '2025-07-01' })).toMatchObject({
      adults: 0,
      children: 10,
    });
  });
});

describe('ticket sale horizon (18 months)', () => {
  it('ends 18 months after today, on the month end when shorter', () => {
    expect(saleMaxDate('2026-11-22')).toBe('2028-05-22');
    expect(saleMaxDate('2026-08-31')).toBe('2028-02-29');
    expect(saleMaxDate('2027-07-15')).toBe('2029-01-15');
  });
  it.each([
    ['2028-05-22', undefined],
    ['2028-05-23', MESSAGES.ticketDateBeyondHorizon],
    ['9999-12-20', MESSAGES.ticketDateBeyondHorizon],
    ['2199-01-01', MESSAGES.ticketDateBeyondHorizon],
    ['2026-11-21', MESSAGES.dateBeforeToday],
    ['2026-02-30', MESSAGES.invalidDate],
  ])('checkTicketSaleDate(%s)', (date, message) => {
    const r = checkTicketSaleDate(date, { today: '2026-11-22' }, 'checkin');
    expect(r.ok ? undefined : r.message).toBe(message);
    if (!r.ok) expect(r.field).toBe('checkin');
  });
});

describe('rqUniversal eventDateTime', () => {
  it.each([
    ['2025-07-01T09:00:00', true],
    ['2025-07-01T23:59:59', true],
    ['2025-07-01', false],
    ['2025-07-01T24:00:00', false],
    ['2025-07-01T09:00', false],
    ['x2025-07-01T09:00:00', false],
  ])('%s ok=%s', (eventDateTime, ok) => {
    expect(EVENT_DATE_TIME.test(eventDateTime)).toBe(ok);
  });
});
