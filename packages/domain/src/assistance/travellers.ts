import type { z } from 'zod';
import type { ZAssistanceCategory } from './quote-assistance';
import { type Check, fail, OK } from '../common/check';
import { addDays, addYears, type IsoDate } from '../dates';
import { fmt } from '../messages';
import { type Cents } from '../money';
import { checkPassenger, passengerAge } from '../passenger';

type PassengerFields = Parameters<typeof checkPassenger>[0];
import { type BreakdownCents, productOrderBreakdown } from '../pricing/summary';
import { paxKind } from '../ages';

// The pre-booking of an accepted assistance quote (spec §3 Voucher, §9 ages): who travels must
// be who was quoted, the voucher's validity follows the plan, the price is the quote's.

export type TAssistanceCategory = z.infer<typeof ZAssistanceCategory>;

/** A per-day plan covers the trip; an annual one a year from departure (trips of up to 30 days each). */
export const assistanceValidity = (
  category: TAssistanceCategory,
  fechaInicio: IsoDate,
  fechaFin: IsoDate,
): { desde: IsoDate; hasta: IsoDate } =>
  category === 'Anuales'
    ? { desde: fechaInicio, hasta: addYears(addDays(fechaInicio, -1), 1) } // the eve of the same day next year
    : { desde: fechaInicio, hasta: fechaFin };

/** Adults 18 or more, minors 17 or under (spec §9), by the age quoted. */
export const assistanceAgeGroup = (age: number): 'adult' | 'minor' =>
  paxKind(age, 'assistance') === 'adult' ? 'adult' : 'minor';

const ageMismatch = (index: number, age: number): Check => ({
  ok: false,
  key: 'assistanceTravellerAge',
  message: fmt('assistanceTravellerAge', { n: index + 1, age }),
  field: `paxs.${index}.nacimiento`,
});

/**
 * The passengers of a voucher against the quoted ages, in order: one per age, each that age on
 * the departure day, names, documents (9 digits adults, 8 minors) and nationality; the lead
 * passenger 18 or more.
 */
export const checkAssistanceTravellers = (
  paxs: readonly PassengerFields[],
  leadId: number,
  ages: readonly number[],
  fechaInicio: IsoDate,
  today: IsoDate,
): Check => {
  if (paxs.length !== ages.length) return fail('assistancePaxCount', 'paxs');
  const lead = paxs[leadId];
  if (!lead || ages[leadId]! < 18) return fail('assistanceLeadAdult', 'leadId');
  for (const [i, p] of paxs.entries()) {
    const age = ages[i]!;
    if (passengerAge(p.nacimiento ?? '', fechaInicio) !== age) return ageMismatch(i, age);
    const ctx = {
      group: assistanceAgeGroup(age),
      form: 'ticket' as const,
      today,
      refDate: fechaInicio,
      minorAge: age,
      isLead: i === leadId,
    };
    // the birth date's rule here is the quoted age, checked above; the last of checkPassenger's
    const check = checkPassenger(p, ctx);
    if (!check.ok && check.field !== 'nacimiento') return check;
  }
  return OK;
};

/** The order of an accepted quote: the plan's price for everyone + 35 booking fee + 35 admin (spec §9). */
export const assistanceOrderBreakdown = (planCents: Cents): BreakdownCents =>
  productOrderBreakdown({ tarifa: planCents });
