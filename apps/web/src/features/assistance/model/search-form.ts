import { fail, type Check } from '@portal/domain/common/check';
import { ASSISTANCE_LIMITS, checkAssistancePassengers, checkAssistanceTrip } from '@portal/domain/occupancy';
import { z } from 'zod';
import {
  resizeAges,
  type TAssistanceDestination,
  type TAssistanceSearch,
  type TCompleteAssistanceSearch,
} from './search-params';

// The search form refuses what POST cotizador/cotizaciones refuses (spec §2, §5, §9), with the
// catalogue's messages under their own field: a destination, both dates (the return after the
// departure, the departure not before today), 1-10 passengers with one age 0-99 each.

const PAX = ASSISTANCE_LIMITS.passengers;

export type TAssistanceFormValues = {
  pasajeros: number;
  destino: TAssistanceDestination | null;
  fechas: [string | null, string | null];
  edades: (number | null)[];
};

export const formValuesOf = (s: TAssistanceSearch): TAssistanceFormValues => ({
  pasajeros: s.pasajeros,
  destino: s.destino,
  fechas: [s.salida, s.regreso],
  edades: resizeAges(s.edades, s.pasajeros),
});

/** The complete search of valid form values. */
export const searchOfValues = (v: TAssistanceFormValues): TCompleteAssistanceSearch => ({
  pasajeros: v.pasajeros,
  destino: v.destino!,
  salida: v.fechas[0]!,
  regreso: v.fechas[1]!,
  edades: resizeAges(v.edades, v.pasajeros) as number[],
});

/** The trip's dates: both required, the return after the departure, the departure from today. */
const checkTripDates = (salida: string | null, regreso: string | null, today: string): Check => {
  const trip = checkAssistanceTrip({ fechaInicio: salida, fechaFin: regreso });
  if (!trip.ok) return trip;
  return salida! < today ? fail('assistanceStartInPast', 'fechaInicio') : trip;
};

const passengerCount = (n: number): Check =>
  Number.isInteger(n) && n >= PAX.min && n <= PAX.max ? { ok: true } : fail('assistancePassengersRange');

export const makeAssistanceSearchSchema = (ctx: { today: string }) =>
  z.custom<TAssistanceFormValues>().superRefine((v, c) => {
    const issue = (path: (string | number)[], check: Check) => {
      if (!check.ok) c.addIssue({ code: 'custom', message: check.message, path });
    };
    issue(['destino'], v.destino ? { ok: true } : fail('destinationRequired'));
    issue(['fechas'], checkTripDates(v.fechas[0], v.fechas[1], ctx.today));
    issue(['pasajeros'], passengerCount(v.pasajeros));
    resizeAges(v.edades, v.pasajeros).forEach((age, i) =>
      issue(['edades', i], checkAssistancePassengers([age])),
    );
  });
