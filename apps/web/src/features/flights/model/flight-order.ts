import type { TFlightTarifas, TFlightSegment } from '@portal/domain/flights/search-flights';
import { flightTripFare } from '@portal/domain/flights/search-flights';
import { fromCents, sumCents, toCents } from '@portal/domain/money';
import { flightOrderBreakdown, flightTotal } from '@portal/domain/pricing/flights';
import type { TFlightOrderPayload, TOrderDraftOf } from '@/shared/order-summary/order-draft-store';
import { toOrderSummary } from '@/shared/order-summary/order-summary-lines';
import type { TPaxSlot } from '@/shared/passenger-form/passenger-rules';
import { flightNumbersOf, type TFlightTrip } from './flight-trips';

type TAmountKey = 'venta' | 'iva' | 'tasa' | 'afip' | 'afip2';

const legsOf = ({ ida, vuelta }: TFlightTrip): TFlightSegment[] => (vuelta ? [ida, vuelta] : [ida]);

/** One amount over both legs, in cents so nothing drifts; absent when no leg has it. */
const sumOf = (legs: TFlightSegment[], key: TAmountKey) => {
  const given = legs.map((l) => l.tarifas[key]).filter((v): v is number => v !== undefined);
  return given.length ? fromCents(sumCents(given.map(toCents))) : undefined;
};

/**
 * The round trip's tarifas per adult (spec §3): sumaTotal is the domain's flightTripFare (the
 * fare the server prices again), venta, iva and the taxes are the legs' added up.
 */
export const flightBookingTarifas = (trip: TFlightTrip): TFlightTarifas => {
  const legs = legsOf(trip);
  const optional = (['tasa', 'afip', 'afip2'] as const).flatMap((key) => {
    const value = sumOf(legs, key);
    return value === undefined ? [] : [[key, value] as const];
  });
  return {
    sumaTotal: fromCents(flightTripFare(trip.ida, trip.vuelta)),
    venta: sumOf(legs, 'venta') ?? 0,
    iva: sumOf(legs, 'iva') ?? 0,
    moneda: 'USD',
    tipo: 'ADT',
    pax: 1,
    ...Object.fromEntries(optional),
  };
};

/** spec §3 Flight selection: both legs as tramos, their ids, dates and airports, the total shown. */
const flightOrderPayload = (o: { trip: TFlightTrip; destino: string; adults: number }) => {
  const { ida, vuelta } = o.trip;
  const fare = flightTripFare(ida, vuelta);
  const payload: TFlightOrderPayload = {
    idTramo: ida.idTramo,
    tramos: legsOf(o.trip),
    checkin: ida.fechaSalida,
    aeropuertoIda: ida.origen,
    ...(vuelta && {
      idTramoVuelta: vuelta.idTramo,
      checkout: vuelta.fechaSalida,
      aeropuertoVuelta: vuelta.origen,
    }),
    destino: o.destino,
    tarifas: flightBookingTarifas(o.trip),
    // spec §9: fare × adults + 35, then + 2.2 % (the server refuses any other total)
    monto: fromCents(flightTotal(fare, o.adults).total),
  };
  return payload;
};

/**
 * The order handed to form-pax?q=flights when 'RESERVAR VUELO' is pressed (spec §4): the legs
 * picked, one adult passenger per seat (adults are 10 or more, the lead 18 or more: the
 * hotel form's rule, as the server checks) and the flight summary of spec §9.
 */
export function buildFlightDraft(o: {
  trip: TFlightTrip;
  /** the destination's code, as searched */
  destino: string;
  /** its name for the summary title, e.g. 'Punta Cana' */
  destinoNombre?: string;
  adults: number;
}): TOrderDraftOf<'flights'> {
  const { ida, vuelta } = o.trip;
  const fare = flightTripFare(ida, vuelta);
  const summary = toOrderSummary(
    {
      title: `Vuelo ${o.destinoNombre || o.destino}`,
      product: `${ida.descripcion} · Vuelos ${flightNumbersOf(o.trip)}`,
      dates: { checkin: ida.fechaSalida, ...(vuelta && { checkout: vuelta.fechaSalida }) },
      adults: o.adults,
      minors: 0,
      currency: 'USD',
    },
    flightOrderBreakdown(fare, o.adults),
  );
  return {
    q: 'flights',
    summary,
    passengers: Array.from({ length: o.adults }, (): TPaxSlot => ({ kind: 'adult' })),
    referenceDate: ida.fechaSalida,
    variant: 'hotel',
    payload: flightOrderPayload(o),
  };
}
