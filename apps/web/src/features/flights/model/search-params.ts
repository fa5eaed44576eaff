import { addDays, isValidIsoDate, type IsoDate } from '@portal/domain/dates';
import type { TFlightSearchQuery } from '@portal/domain/flights/search-flights';

// The flight search lives in the URL (spec §2 vuelos-result), so results are linkable and
// survive a reload and back: ?destino=PUJ&salida=2027-01-12&regreso=2027-01-20&adultos=2.
// salida and regreso are a window: trips out on or after salida, back on or before regreso.

export const FLIGHT_ADULTS = { min: 0, max: 10, default: 2 } as const; // spec §9

export type TFlightSearch = {
  /** IATA code of the destination (api/aereos/destinos codigo) */
  destino: string | null;
  salida: IsoDate | null;
  regreso: IsoDate | null;
  adultos: number;
};
export type TCompleteFlightSearch = TFlightSearch & { destino: string; salida: IsoDate; regreso: IsoDate };

const readCode = (raw: string | null) => {
  const code = raw?.trim().toUpperCase() ?? '';
  return /^[A-Z]{3}$/.test(code) ? code : null;
};

const readAdults = (raw: string | null): number => {
  const n = Number(raw);
  return raw !== null && raw !== '' && Number.isInteger(n) && n >= FLIGHT_ADULTS.min && n <= FLIGHT_ADULTS.max
    ? n
    : FLIGHT_ADULTS.default;
};

/** Unknown or missing values fall back to the defaults (no destination or dates, 2 adults). */
export const readFlightSearch = (params: URLSearchParams): TFlightSearch => {
  const salida = params.get('salida');
  const regreso = params.get('regreso');
  const dates =
    isValidIsoDate(salida) && isValidIsoDate(regreso) && regreso > salida
      ? { salida, regreso }
      : { salida: null, regreso: null };
  return { destino: readCode(params.get('destino')), ...dates, adultos: readAdults(params.get('adultos')) };
};

export const flightSearchParams = (s: TFlightSearch): string => {
  const p = new URLSearchParams();
  if (s.destino) p.set('destino', s.destino);
  if (s.salida && s.regreso) {
    p.set('salida', s.salida);
    p.set('regreso', s.regreso);
  }
  p.set('adultos', String(s.adultos));
  return p.toString();
};

export const isCompleteFlightSearch = (s: TFlightSearch): s is TCompleteFlightSearch =>
  s.destino !== null && s.salida !== null && s.regreso !== null;

/** GET api/aereos/disponibilidad's query (spec §7: from, to, destino, ocupacion). */
export const toFlightQuery = (s: TCompleteFlightSearch): TFlightSearchQuery => ({
  from: s.salida,
  to: s.regreso,
  destino: s.destino,
  ocupacion: s.adultos,
});

/** The search that finds one quota block: its dates out and back, its destination. */
export const blockSearch = (block: {
  destino: string;
  fechaSalida: IsoDate;
  fechaRegreso?: IsoDate;
  noches: number;
  asientosDisponibles: number;
}): TCompleteFlightSearch => ({
  destino: block.destino,
  salida: block.fechaSalida,
  regreso: block.fechaRegreso ?? addDays(block.fechaSalida, Math.max(1, block.noches)),
  adultos: Math.min(FLIGHT_ADULTS.default, Math.max(1, block.asientosDisponibles)),
});
