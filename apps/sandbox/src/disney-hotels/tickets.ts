import { hash32 } from '../random';
import { seasonFactor } from './rates';

// The theme-park tickets a package rate requires: 2 to 9 days, and the 10-day group whose codes
// start with 'Z'. Prices per person after tax, rising with the days and the season.
export const TICKET_DAYS = [2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

const codesOf = (days: number) =>
  days === 10
    ? { code: 'Z10-A', codeChild: 'Z10-C' }
    : { code: `WDW-${days}D-A`, codeChild: `WDW-${days}D-C` };

const round2 = (n: number) => Math.round(n * 100) / 100;

export const ticketsFor = (date: string) =>
  TICKET_DAYS.map((days) => {
    const adult = (140 + 62 * days) * Math.min(seasonFactor(date), 1.2);
    return {
      durationDays: days,
      ...codesOf(days),
      name: `Ticket Base ${days} Días`,
      type: 'TICKET',
      ageQualifyingType: '10',
      ageQualifyingTypeChild: '8',
      amountAfterTax: round2(adult),
      amountAfterTaxChild: round2(adult * 0.95),
      currency: 'USD' as const,
    };
  });

export const isTicketCode = (code: string) => TICKET_DAYS.some((d) => codesOf(d).code === code);

/** Some entry dates are sold out for some tickets (a tenth of them). */
export const ticketAvailable = (code: string, date: string) =>
  isTicketCode(code) && hash32(`${code}|${date}`) % 10 !== 0;
