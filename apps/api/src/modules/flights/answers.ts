import { flightTripFare, fromCents, type TFlightQuotaBlock, type TFlightSegment } from '@portal/domain';
import type { RouteRow, SegmentRow, Trip } from './repo';

// Our quota rows in the spec's shapes (spec §3 Flight segment; the quota page's blocks).

const num = (s: string) => Number(s);

/** One leg as the portal shows it: its seats left and its fare per passenger (sumaTotal). */
export const segmentOf = (s: SegmentRow, route: RouteRow): TFlightSegment => {
  const venta = num(s.venta);
  const iva = num(s.iva);
  const tasa = num(s.tasa);
  return {
    idTramo: s.id,
    origen: s.origin,
    destino: s.destination,
    fechaSalida: s.departureDate,
    horaSalida: s.departureTime,
    fechaLlegada: s.arrivalDate,
    horaLlegada: s.arrivalTime,
    clase: route.travelClass,
    descripcion: `${route.airline} ${s.flightNumber} ${s.origin} - ${s.destination}`,
    asientosDisponibles: s.seatsLeft,
    comparador: s.comparador,
    idRuta: route.id,
    aerolinea: route.airline,
    numeroVuelo: s.flightNumber,
    tarifas: {
      sumaTotal: fromCents(Math.round((venta + iva + tasa) * 100)),
      venta,
      iva,
      costo: num(s.costo),
      moneda: 'USD',
      tipo: 'ADT',
      pax: 1,
      gastoAdministrativo: 0,
      tipoIva: num(s.alicuota) === 0 ? 'EXENTO' : 'GRAVADO',
      alicuota: num(s.alicuota),
      tipoCambio: num(s.tipoCambio),
      dia: s.departureDate,
      tasa,
      afip: num(s.afip),
      afip2: num(s.afip2),
    },
  };
};

const tripLegs = ({ ida, vuelta, route }: Trip): TFlightSegment[] => [
  segmentOf(ida, route),
  segmentOf(vuelta, route),
];

/** A block on the quota page: its dates, seats of the block and left (the fuller leg), fare per adult. */
export const quotaBlockOf = (trip: Trip): TFlightQuotaBlock => {
  const [ida, vuelta] = tripLegs(trip);
  const { route } = trip;
  return {
    comparador: trip.ida.comparador,
    idRuta: route.id,
    aerolinea: route.airline,
    numeroVuelo: `${route.flightOut} / ${route.flightBack}`,
    origen: route.origin,
    destino: route.destination,
    destinoNombre: route.destinationName,
    fechaSalida: trip.ida.departureDate,
    fechaRegreso: trip.vuelta.departureDate,
    noches: Math.round(
      (Date.parse(trip.vuelta.departureDate) - Date.parse(trip.ida.departureDate)) / 86_400_000,
    ),
    asientos: Math.min(trip.ida.seats, trip.vuelta.seats),
    asientosDisponibles: Math.min(trip.ida.seatsLeft, trip.vuelta.seatsLeft),
    tarifa: fromCents(flightTripFare(ida!, vuelta)),
  };
};
