import type { TLegTimes } from '@portal/domain/admin/seat-block-rules';
import type { TSeatBlockCreate } from '@portal/domain/admin/seat-blocks';

// What the create form holds, shaped like the request so the domain schema's error paths
// ('departures.dates.0.out', 'fare.venta') land on the fields; numbers as NumberInput keeps
// them ('' when empty), days as ISO strings or null.

type TNumber = number | string;

export type TSeatBlockFormValues = {
  airline: string;
  origin: string;
  destination: string;
  destinationName: string;
  flightOut: string;
  flightBack: string;
  travelClass: string;
  releaseDays: TNumber;
  departures: {
    kind: 'weekly' | 'dated';
    weekdays: string[];
    from: string | null;
    until: string | null;
    nights: TNumber;
    dates: { out: string | null; back: string | null }[];
  };
  times: TLegTimes;
  seats: TNumber;
  fare: { venta: TNumber; alicuota: TNumber; tasa: TNumber; costo: TNumber; tipoCambio: TNumber };
};

export const emptyDeparture = () => ({ out: null, back: null });

export const initialSeatBlockValues = (): TSeatBlockFormValues => ({
  airline: '',
  origin: '',
  destination: '',
  destinationName: '',
  flightOut: '',
  flightBack: '',
  travelClass: 'Económica',
  releaseDays: '',
  departures: { kind: 'weekly', weekdays: [], from: null, until: null, nights: 7, dates: [emptyDeparture()] },
  times: {
    outDeparture: '',
    outArrival: '',
    outNextDay: false,
    backDeparture: '',
    backArrival: '',
    backNextDay: false,
  },
  seats: '',
  fare: { venta: '', alicuota: 0, tasa: '', costo: '', tipoCambio: '' },
});

// What the schema refuses stays as typed (null, '', a text): its Spanish message names the field.
const asNumber = (v: TNumber) => v as number;

/** The request the form sends: the departures of the chosen kind only, codes in capitals. */
export function requestOf(v: TSeatBlockFormValues): TSeatBlockCreate {
  const d = v.departures;
  const departures =
    d.kind === 'weekly'
      ? {
          kind: 'weekly' as const,
          weekdays: d.weekdays.map(Number),
          from: d.from as string,
          until: d.until as string,
          nights: asNumber(d.nights),
        }
      : {
          kind: 'dated' as const,
          dates: d.dates.map((x) => ({ out: x.out as string, back: x.back as string })),
        };
  return {
    airline: v.airline.trim(),
    origin: v.origin.trim().toUpperCase(),
    destination: v.destination.trim().toUpperCase(),
    destinationName: v.destinationName.trim(),
    flightOut: v.flightOut.trim().toUpperCase(),
    flightBack: v.flightBack.trim().toUpperCase(),
    travelClass: v.travelClass as TSeatBlockCreate['travelClass'],
    releaseDays: v.releaseDays === '' ? undefined : asNumber(v.releaseDays),
    departures,
    times: v.times,
    seats: asNumber(v.seats),
    fare: {
      venta: asNumber(v.fare.venta),
      alicuota: asNumber(v.fare.alicuota),
      tasa: asNumber(v.fare.tasa),
      costo: asNumber(v.fare.costo),
      tipoCambio: asNumber(v.fare.tipoCambio),
    },
  };
}
