import type { IsoDate } from '@portal/domain';
import { weekdayOf } from './seasons';
import { unitOf } from './sold-out';
import type { DailyRate, TicketEvent, TicketProduct } from './types';

// Universal Orlando Resort: 1 park per day and park-to-park tickets of 1 to 5 days, plus two
// products whose events are checked with findEvents (spec §4, §7): Halloween Horror Nights
// (select nights, Sep–2 Nov) and Universal Express time slots (every day).
const PER_DAY = [1, 0.95, 0.88, 0.78, 0.7] as const;
const ONE_PARK: DailyRate = { day1: 11_900, perDayFactors: PER_DAY, childFactor: 0.95 };
const PARK_TO_PARK: DailyRate = { ...ONE_PARK, day1: 17_900 };
const HHN: DailyRate = { day1: 9_900, perDayFactors: [1], childFactor: 1 };
const EXPRESS: DailyRate = { day1: 12_900, perDayFactors: [1], childFactor: 1 };

const HHN_PROGRAM = 'HHN';
const EXPRESS_PROGRAM = 'UEXP';

const POLICY =
  'No reembolsable ni transferible. Cambio de fecha hasta 7 días antes de la entrada con un cargo ' +
  'de USD 25 por ticket más la diferencia de tarifa.';
const EVENT_POLICY =
  'Válido solo para el evento y horario elegidos. No reembolsable, no admite cambios de fecha.';

/** Halloween Horror Nights runs Thursday to Sunday from 5 Sep and every night from 12 Oct to 2 Nov. */
export const isHhnNight = (date: IsoDate): boolean => {
  const md = date.slice(5);
  if (md >= '10-12' && md <= '11-02') return true;
  return md >= '09-05' && md < '10-12' && [0, 4, 5, 6].includes(weekdayOf(date));
};

const plural = (days: number) => (days === 1 ? '1 Día' : `${days} Días`);
const ticket = (days: number, kind: 'one-park' | 'park-to-park'): TicketProduct => ({
  park: 'universal',
  code: kind === 'one-park' ? `UOR-1P-${days}D` : `UOR-P2P-${days}D`,
  codeChild: kind === 'one-park' ? `UOR-1P-${days}D-C` : `UOR-P2P-${days}D-C`,
  name: `Universal Orlando – ${kind === 'one-park' ? '1 Parque por Día' : 'Park-to-Park'} ${plural(days)}`,
  category: kind,
  days,
  usageWindowDays: days === 1 ? 1 : 14,
  bannerColor: kind === 'one-park' ? '#00838f' : '#2e7d32',
  findEvents: false,
  programId: kind === 'one-park' ? 'UOR-BASE' : 'UOR-P2P',
  rate: kind === 'one-park' ? ONE_PARK : PARK_TO_PARK,
  cancelPolicy: POLICY,
});

export const UNIVERSAL_PRODUCTS: readonly TicketProduct[] = [
  ...[1, 2, 3, 4, 5].map((d) => ticket(d, 'one-park')),
  ...[1, 2, 3, 4, 5].map((d) => ticket(d, 'park-to-park')),
  {
    park: 'universal',
    code: 'UOR-HHN-1N',
    codeChild: 'UOR-HHN-1N-C',
    name: 'Halloween Horror Nights – 1 Noche',
    category: 'event',
    days: 1,
    usageWindowDays: 1,
    bannerColor: '#e65100',
    findEvents: true,
    programId: HHN_PROGRAM,
    rate: HHN,
    cancelPolicy: EVENT_POLICY,
    onSale: isHhnNight,
  },
  {
    park: 'universal',
    code: 'UOR-EXP-1D',
    codeChild: 'UOR-EXP-1D-C',
    name: 'Universal Express Unlimited – 1 Día',
    category: 'express',
    days: 1,
    usageWindowDays: 1,
    bannerColor: '#f9a825',
    findEvents: true,
    programId: EXPRESS_PROGRAM,
    rate: EXPRESS,
    cancelPolicy: EVENT_POLICY,
  },
];

const EXPRESS_SLOTS = ['09:00', '11:00', '13:00', '15:00'] as const;

/**
 * The supplier's capacity per event for the agency: deterministic per date and slot; about one
 * in ten is full. Bookings use it up in ticket_event_places (modules/tickets/repo.ts).
 */
const placesLeft = (key: string, capacity: number): number =>
  unitOf(`full:${key}`) < 0.1 ? 0 : 1 + Math.floor(unitOf(`left:${key}`) * (capacity - 1));

export const universalEvents = (product: TicketProduct, date: IsoDate): TicketEvent[] => {
  if (!product.findEvents || !product.programId || (product.onSale && !product.onSale(date))) return [];
  const slots = product.programId === HHN_PROGRAM ? ['18:30'] : EXPRESS_SLOTS;
  return slots.map((slot) => ({
    eventDateTime: `${date}T${slot}:00`,
    salesProgramId: product.programId!,
    pluAdl: product.code,
    pluChd: product.codeChild,
    available: placesLeft(`${product.code}:${date}:${slot}`, product.programId === HHN_PROGRAM ? 60 : 30),
  }));
};
