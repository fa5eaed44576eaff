import { MESSAGES } from '@portal/domain/messages';
import { fail, type Check } from '@portal/domain/common/check';
import { checkBookingDate, saleMaxDate } from '@portal/domain/dates-calendar';
import { z } from 'zod';
import { FLIGHT_ADULTS } from './search-params';

// The search form refuses what GET api/aereos/disponibilidad refuses (spec §5, §6): a
// destination, the user's booking calendar on the departure (non-AS users from today + 9,
// AS agents from today, up to the sale horizon) and a return after it.

export type TFlightFormValues = {
  destino: string | null;
  salida: string | null;
  regreso: string | null;
  adultos: number;
};

// own wording; packages/domain has no flight text for it yet (checkoutNotAfterCheckin speaks of a stay)
export const RETURN_NOT_AFTER_DEPARTURE = MESSAGES.returnNotAfterDeparture;

type TCtx = { today: string; isAgenteAS: boolean };

const report = (c: z.RefinementCtx, check: Check, path: keyof TFlightFormValues) => {
  if (!check.ok) c.addIssue({ code: 'custom', message: check.message, path: [path] });
};

const checkDeparture = (salida: string | null, ctx: TCtx): Check => {
  if (!salida) return fail('assistanceDatesRequired'); // 'Debe indicar la fecha de salida y de regreso'
  const calendar = checkBookingDate(salida, ctx);
  if (!calendar.ok) return calendar;
  return salida > saleMaxDate(ctx.today) ? fail('checkinBeyondHorizon') : { ok: true };
};

export const makeFlightSearchSchema = (ctx: TCtx) =>
  z
    .object({
      destino: z.string().nullable(),
      salida: z.string().nullable(),
      regreso: z.string().nullable(),
      adultos: z.number(),
    })
    .superRefine((v, c) => {
      if (!v.destino) report(c, fail('destinationRequired'), 'destino');
      report(c, checkDeparture(v.salida, ctx), 'salida');
      if (!v.regreso) report(c, fail('assistanceDatesRequired'), 'regreso');
      else if (v.salida && v.regreso <= v.salida)
        c.addIssue({ code: 'custom', message: RETURN_NOT_AFTER_DEPARTURE, path: ['regreso'] });
      if (!Number.isInteger(v.adultos) || v.adultos < FLIGHT_ADULTS.min || v.adultos > FLIGHT_ADULTS.max)
        report(c, fail('adultsRange0to10'), 'adultos');
    });
