import type { DailyRate, TicketProduct } from './types';

// Disneyland Resort (California) tickets, 1 to 5 days (spec §2, §9). A 1-day ticket is
// used on its date; multi-day tickets within 13 consecutive days.
const PER_DAY = [1, 0.92, 0.8, 0.7, 0.62] as const;
const ONE_PARK: DailyRate = { day1: 10_400, perDayFactors: PER_DAY, childFactor: 0.95 };
const HOPPER = (days: number): DailyRate => ({
  ...ONE_PARK,
  day1: ONE_PARK.day1 + Math.round(6_500 / days / 100) * 100,
});

const CANCEL_POLICY =
  'Ticket no reembolsable ni transferible. Cambio de fecha sin cargo hasta 5 días antes de la entrada, ' +
  'sujeto a disponibilidad; después no admite cambios.';

const plural = (days: number) => (days === 1 ? '1 Día' : `${days} Días`);

export const DISNEYLAND_PRODUCTS: readonly TicketProduct[] = [1, 2, 3, 4, 5].flatMap(
  (days): TicketProduct[] => [
    {
      park: 'disneyland',
      code: `DLR-1P-${days}D`,
      codeChild: `DLR-1P-${days}D-C`,
      name: `Disneyland Resort – 1 Parque por Día ${plural(days)}`,
      category: 'one-park',
      days,
      usageWindowDays: days === 1 ? 1 : 13,
      bannerColor: '#c62828',
      findEvents: false,
      rate: ONE_PARK,
      cancelPolicy: CANCEL_POLICY,
    },
    {
      park: 'disneyland',
      code: `DLR-PH-${days}D`,
      codeChild: `DLR-PH-${days}D-C`,
      name: `Disneyland Resort – Park Hopper ${plural(days)}`,
      category: 'park-hopper',
      days,
      usageWindowDays: days === 1 ? 1 : 13,
      bannerColor: '#ad1457',
      findEvents: false,
      rate: HOPPER(days),
      cancelPolicy: CANCEL_POLICY,
    },
  ],
);
