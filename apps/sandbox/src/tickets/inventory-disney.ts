import type { DailyRate, TicketProduct } from './types';

// Walt Disney World theme-park tickets, 1 to 10 days (spec §2, §9). Usage windows are the
// park's: a 4-day ticket is used within 7 consecutive days, a 10-day one within 14.
const WINDOW_DAYS = [1, 4, 5, 7, 8, 9, 10, 12, 13, 14] as const;
const PER_DAY = [1, 0.97, 0.92, 0.86, 0.78, 0.7, 0.63, 0.57, 0.52, 0.48] as const;

const BASE: DailyRate = { day1: 11_900, perDayFactors: PER_DAY, childFactor: 0.96 };
// Park Hopper adds a flat amount spread over the days.
const HOPPER = (days: number): DailyRate => ({
  ...BASE,
  day1: BASE.day1 + Math.round(8_500 / days / 100) * 100,
});

const CANCEL_POLICY =
  'Ticket no reembolsable. Se puede cambiar la fecha de entrada sin cargo hasta 3 días antes; ' +
  'después se cobra la diferencia de tarifa. Los días no usados dentro del período de uso vencen sin reintegro.';

const plural = (days: number) => (days === 1 ? '1 Día' : `${days} Días`);

export const DISNEY_PRODUCTS: readonly TicketProduct[] = Array.from({ length: 10 }, (_, i) => i + 1).flatMap(
  (days): TicketProduct[] => [
    {
      park: 'disney',
      code: `WDW-BASE-${days}D`,
      codeChild: `WDW-BASE-${days}D-C`,
      name: `Walt Disney World – Ticket Base ${plural(days)}`,
      category: 'base',
      days,
      usageWindowDays: WINDOW_DAYS[days - 1]!,
      bannerColor: '#1565c0',
      findEvents: false,
      rate: BASE,
      cancelPolicy: CANCEL_POLICY,
    },
    {
      park: 'disney',
      code: `WDW-PH-${days}D`,
      codeChild: `WDW-PH-${days}D-C`,
      name: `Walt Disney World – Park Hopper ${plural(days)}`,
      category: 'park-hopper',
      days,
      usageWindowDays: WINDOW_DAYS[days - 1]!,
      bannerColor: '#6a1b9a',
      findEvents: false,
      rate: HOPPER(days),
      cancelPolicy: CANCEL_POLICY,
    },
  ],
);
