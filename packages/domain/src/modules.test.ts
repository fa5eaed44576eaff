import { describe, expect, it } from 'vitest';
import { checkActivityBooking, checkActivityDetail } from './activities/activity-draft';
import { ACTIVITY_SEARCH_PRODUCT_CODE } from './activities/static-data';
import { ZActivityAvailabilityRequest } from './activities/activity-availability';
import {
  assistanceAges,
  groupAssistanceQuotes,
  toEdadFields,
  type TAssistanceQuote,
  ZAssistanceQuoteRequest,
} from './assistance/quote-assistance';
import { ZVoucherRequest } from './assistance/voucher';
import { officeOpenAt } from './cars/locations';
import { carRentalDays, carSaleCents, ZCarBookingRequest } from './cars/book-car';
import { ZCarLocationsQuery } from './cars/locations';
import { destinationOptions, ZCitiesZonesResponse } from './catalogue/cities-zones';
import { ZEntitySearchParams } from './entities/search-entities';
import {
  groupFlightLegs,
  type TFlightSegment,
  ZFlightSearchQuery,
  ZFlightSegment,
} from './flights/search-flights';
import { MESSAGES } from './messages';
import { canTransition, statusesBefore } from './reservations/reservation-status';
import { ZReservationListQuery } from './reservations/reservation-list';
import { asList } from './small-rules';
import { tarifarioBanner, ZTarifarioRequest, ZTarifarioResponse } from './tarifario/get-tarifario';
import {
  checkTransferForm,
  TRANSFER_DEFAULT_TIME,
  ZTransferAvailabilityRequest,
} from './transfers/transfer-availability';

const messages = (r: { error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];
const pax = {
  nombres: 'Ana',
  apellidos: 'Paz',
  dni: '30111222',
  nacionalidad: 'Argentina',
  nacimiento: '1980-01-01',
  edad: 45,
  tipoDoc: 'DNI',
};

describe('cars (spec §3, §5, §7)', () => {
  it('brands and location search from 3 characters', () => {
    for (const brand of ['AVIS', 'BUDGET'])
      expect(ZCarLocationsQuery.safeParse({ brand, destino: 'mia' }).success).toBe(true);
    expect(ZCarLocationsQuery.safeParse({ brand: 'HERTZ', destino: 'mia' }).success).toBe(false);
    expect(messages(ZCarLocationsQuery.safeParse({ brand: 'AVIS', destino: 'mi' }))).toContain(
      MESSAGES.locationSearchMinChars,
    );
    expect(ZCarLocationsQuery.safeParse({ brand: 'BUDGET', destino: 'mia' }).success).toBe(true);
  });
  it('booking with extra equipment 0-10', () => {
    const b = {
      brand: 'AVIS',
      pax,
      checkin: '2025-07-01',
      checkout: '2025-07-08',
      oficinaIn: 'MCO',
      oficinaOut: 'MCO',
      codigoTarifa: 'T1',
      codigoCategoria: 'ECAR',
      idUsuarioReservo: 7,
      idUWS: 3,
      isAgenteAS: false,
      tarifa: 320.4,
      equipoAdicional: [{ quantity: 2, equipment_code: 'CSI', description: 'Silla de niño', monto: 12.5 }],
    };
    const parsed = ZCarBookingRequest.parse(b);
    const rentalDays = carRentalDays(parsed);
    expect(rentalDays).toBe(7);
    expect(carSaleCents({ ...parsed, rentalDays })).toBe(49540); // 320.40 + 2 × 12.50 × 7 days
    expect(
      ZCarBookingRequest.safeParse({ ...b, equipoAdicional: [{ ...b.equipoAdicional[0], quantity: 11 }] })
        .success,
    ).toBe(false);
  });
});

describe('car rental days and office hours', () => {
  it('counts started 24-hour periods, with an hour of grace', () => {
    const r = { checkin: '2027-03-10', checkout: '2027-03-13', horaIn: '10:00', horaOut: '10:00' };
    expect(carRentalDays(r)).toBe(3);
    expect(carRentalDays({ ...r, horaOut: '10:59' })).toBe(3);
    expect(carRentalDays({ ...r, horaOut: '11:30' })).toBe(4);
    expect(carRentalDays({ ...r, checkout: '2027-03-10', horaOut: '18:00' })).toBe(1);
  });
  it('opens an office by its weekday hours, Sunday first', () => {
    // 2027-03-14 is a Sunday
    const hours = [
      'Cerrado',
      '08:00-18:00',
      '08:00-18:00',
      '08:00-18:00',
      '08:00-18:00',
      '08:00-18:00',
      '09:00-13:00',
    ];
    expect(officeOpenAt(hours, '2027-03-14', '10:00')).toBe(false);
    expect(officeOpenAt(hours, '2027-03-15', '07:30')).toBe(false);
    expect(officeOpenAt(hours, '2027-03-15', '08:00')).toBe(true);
    expect(officeOpenAt(hours, '2027-03-20', '13:30')).toBe(false);
  });
});

describe('assistance (spec §3, §9)', () => {
  const q = {
    cantidadPasajeros: 2,
    destino: 'EUROPA',
    fechaInicio: '2025-07-01',
    fechaFin: '2025-07-30',
    idUsuarioReservo: 7,
    ...toEdadFields([40, 12]),
  };
  it('edad1..edadN, one per passenger', () => {
    expect(ZAssistanceQuoteRequest.safeParse(q).success).toBe(true);
    expect(assistanceAges(ZAssistanceQuoteRequest.parse(q))).toEqual([40, 12]);
    expect(messages(ZAssistanceQuoteRequest.safeParse({ ...q, edad2: undefined }))).toContain(
      MESSAGES.assistanceAgesCount,
    );
    expect(ZAssistanceQuoteRequest.safeParse({ ...q, cantidadPasajeros: 11 }).success).toBe(false);
    expect(messages(ZAssistanceQuoteRequest.safeParse({ ...q, fechaFin: '2025-06-01' }))).toContain(
      MESSAGES.returnNotAfterDeparture,
    );
  });
  it('annual plans only up to 30-day trips', () => {
    const plan = (category: 'Anuales' | 'Por Días'): TAssistanceQuote => ({
      category,
      currency: 'USD',
      id: category,
      includes: [],
      name: category,
      price: 100,
    });
    const quotes = [plan('Anuales'), plan('Por Días')];
    expect(groupAssistanceQuotes(quotes, 30).anuales).toHaveLength(1);
    expect(groupAssistanceQuotes(quotes, 31).anuales).toHaveLength(0);
    expect(groupAssistanceQuotes(quotes, 31).porDias).toHaveLength(1);
  });
  it('voucher', () => {
    const v = {
      datosVoucher: {
        paxs: [pax],
        leadId: 0,
        tipoViaje: 'Por Días',
        fechaVigencia: { desde: '2025-07-01', hasta: '2025-07-30' },
      },
      idUsuarioReservo: 7,
      idUWS: 3,
    };
    expect(ZVoucherRequest.safeParse(v).success).toBe(true);
  });
});

describe('flights (spec §3, §7)', () => {
  const seg = (idTramo: number, fechaSalida: string, horaSalida: number, comparador = 'C1'): TFlightSegment =>
    ZFlightSegment.parse({
      idTramo,
      origen: 'EZE',
      destino: 'MIA',
      fechaSalida,
      horaSalida,
      fechaLlegada: fechaSalida,
      horaLlegada: 2330,
      clase: 'Economy',
      descripcion: 'Cupo Miami',
      asientosDisponibles: 9,
      comparador,
      tarifas: { sumaTotal: 950, venta: 900, iva: 50, moneda: 'USD' },
    });
  it('search query: ocupacion defaults to 2 and is 0-10', () => {
    expect(ZFlightSearchQuery.parse({ from: '2025-07-01', to: '2025-07-15', destino: 'MIA' }).ocupacion).toBe(
      2,
    );
    expect(
      messages(
        ZFlightSearchQuery.safeParse({
          from: '2025-07-01',
          to: '2025-07-15',
          destino: 'MIA',
          ocupacion: '11',
        }),
      ),
    ).toContain(MESSAGES.adultsRange0to10);
  });
  it('times are hhmm numbers', () => {
    expect(() => seg(1, '2025-07-01', 2460)).toThrow();
  });
  it('groups outbound and return legs by comparador', () => {
    const groups = groupFlightLegs([
      seg(2, '2025-07-15', 900),
      seg(1, '2025-07-01', 2200),
      seg(3, '2025-07-02', 800, 'C2'),
    ]);
    expect(groups.map((g) => [g.ida.idTramo, g.vuelta?.idTramo])).toEqual([
      [1, 2],
      [3, undefined],
    ]);
  });
});

describe('tarifario (spec §3, §5, §7)', () => {
  it('requires checkin and checkout', () => {
    const base = {
      checkin: '2025-07-01',
      checkout: '2025-07-05',
      destino: 12,
      isDc: false,
      isNacional: true,
      isTarifario: true,
    };
    expect(ZTarifarioRequest.safeParse(base).success).toBe(true);
    expect(ZTarifarioRequest.safeParse({ ...base, checkout: undefined }).success).toBe(false);
  });
  it('accepts single elements and lists', () => {
    const room = {
      id: 1,
      nombre: 'Doble',
      regimen: 'Desayuno',
      tarifario: {
        desde: '2025-01-01',
        hasta: '2025-12-31',
        tarifas: { tarifa: { ocupacion: 'DBL', total: '120.00' } },
      },
    };
    const hotel = { categoria: 4, moneda: 'ARS', nombre: 'Hotel Sur', habitaciones: { habitacion: room } };
    const r = ZTarifarioResponse.parse({
      data: { disponibilidad: { hoteles: { hotel } }, excursiones: [], traslados: [] },
    });
    const hotels = asList(r.data.disponibilidad?.hoteles?.hotel);
    expect(hotels).toHaveLength(1);
    expect(asList(hotels[0]?.habitaciones.habitacion)).toHaveLength(1);
  });
  it('banners', () => {
    expect(tarifarioBanner(true)).toContain('IVA incluido');
    expect(tarifarioBanner(false)).toContain('sin incluir IVA');
  });
});

describe('activities and transfers (spec §5, §9)', () => {
  it('availability request: the original fixed productCode is a valid code', () => {
    const req = {
      productCode: ACTIVITY_SEARCH_PRODUCT_CODE,
      paxQuantity: 2,
      fromDate: '2025-07-01',
      toDate: '2025-07-01',
    };
    expect(ZActivityAvailabilityRequest.safeParse(req).success).toBe(true);
    expect(ZActivityAvailabilityRequest.safeParse({ ...req, paxQuantity: 0 }).success).toBe(false);
  });
  it('detail and booking rules', () => {
    expect(checkActivityDetail({ productCode: 'P', conceptBookingCode: 'C', slots: ['10:00'] }).ok).toBe(
      true,
    );
    expect(checkActivityDetail({ productCode: 'P', conceptBookingCode: 'C', slots: [] })).toMatchObject({
      message: 'Faltan datos necesarios para realizar la reserva',
    });
    expect(checkActivityBooking({})).toMatchObject({
      message: 'Selecciona un horario para continuar con la reserva',
    });
  });
  it('transfer form', () => {
    expect(checkTransferForm({ category: 'TWOWAY', time: TRANSFER_DEFAULT_TIME }).ok).toBe(true);
    expect(checkTransferForm({ time: '10:56' })).toMatchObject({
      message: MESSAGES.transferCategoryRequired,
    });
    expect(checkTransferForm({ category: 'ONEWAYTRIP', time: '25:00' })).toMatchObject({
      message: MESSAGES.invalidTime,
    });
    const req = {
      productCode: 'T1',
      fromDate: '2025-07-01',
      toDate: '2025-07-01',
      availRequestV2Occupation: [{ type: 'ADL', age: 30 }],
      transferOptions: [
        {
          type: 'ONEWAYTRIP',
          origin: { id: 'MCO', time: '10:56' },
          destination: { id: 'H1', time: '12:00' },
        },
      ],
    };
    expect(ZTransferAvailabilityRequest.safeParse(req).success).toBe(true);
  });
});

describe('entities, catalogue, reservations', () => {
  it('entity search from 4 characters', () => {
    expect(messages(ZEntitySearchParams.safeParse({ text: 'abc' }))).toContain(MESSAGES.entitySearchMinChars);
    expect(ZEntitySearchParams.safeParse({ text: 'abcd' }).success).toBe(true);
  });
  it('catalogue groups', () => {
    const c = ZCitiesZonesResponse.parse({
      cities: [{ id: 'C-ORL', ciudad: 'Orlando', estadoProv: 'FL', pais: 'USA' }],
      zonas: [
        { id: 'Z-ORL-LBV', zona: 'Lake Buena Vista', ciudad: 'Orlando', estadoProv: 'FL', pais: 'USA' },
      ],
      hotels: [],
    });
    expect(destinationOptions(c).map((o) => [o.group, o.value])).toEqual([
      ['CIUDADES', 'C-ORL'],
      ['ZONAS', 'Z-ORL-LBV'],
    ]);
  });
  it('status transitions', () => {
    expect(canTransition('pending', 'confirmed')).toBe(true);
    expect(canTransition('pending', 'pre_booked')).toBe(true);
    expect(canTransition('pending', 'failed')).toBe(true);
    expect(canTransition('confirmed', 'cancelled')).toBe(true);
    expect(canTransition('pre_booked', 'cancelled')).toBe(true);
    expect(canTransition('failed', 'confirmed')).toBe(false);
    expect(canTransition('cancelled', 'pending')).toBe(false);
    expect(canTransition('confirmed', 'pending')).toBe(false);
    expect(canTransition('pending', 'pending')).toBe(false);
    // a room waiting for the agent's acceptance, declined: never sent to the supplier
    expect(canTransition('pending', 'cancelled')).toBe(true);
    // the supplier did not say: only reconciliation's answer moves it on
    expect(canTransition('pending', 'unknown')).toBe(true);
    expect(['confirmed', 'pre_booked', 'failed'].every((s) => canTransition('unknown', s as 'failed'))).toBe(
      true,
    );
    expect(canTransition('unknown', 'cancelled')).toBe(false);
    expect(canTransition('unknown', 'pending')).toBe(false);
    expect(canTransition('failed', 'unknown')).toBe(false);
    // Mis reservas marks a cancellation before the supplier's; it ends cancelled, or back where it was
    expect(canTransition('confirmed', 'cancelling')).toBe(true);
    expect(canTransition('cancelling', 'cancelled')).toBe(true);
    expect(canTransition('cancelling', 'confirmed')).toBe(true);
    expect(canTransition('cancelled', 'cancelling')).toBe(false);
    expect(canTransition('failed', 'cancelling')).toBe(false);
    expect(canTransition('pending', 'cancelling')).toBe(false);
  });
  it('the statuses a reservation may leave for another (the repository guard)', () => {
    expect(statusesBefore('cancelled')).toEqual(['pending', 'confirmed', 'pre_booked', 'cancelling']);
    expect(statusesBefore('confirmed')).toEqual(['pending', 'unknown', 'cancelling']);
    expect(statusesBefore('cancelling')).toEqual(['confirmed', 'pre_booked']);
    expect(statusesBefore('unknown')).toEqual(['pending']);
    expect(statusesBefore('pending')).toEqual([]);
  });
  it('reads the list query', () => {
    expect(ZReservationListQuery.parse({ page: '2' })).toEqual({ page: 2, pageSize: 20 });
  });
});
