import { hash32 } from '../random';
import { RESORT_TAX, type DisneyResortHotel, type RoomType } from './catalogue';

// How Disney prices a stay: a nightly rate by season, a surcharge per extra person, the rate
// plan (room only, a dining plan, a package that requires tickets, an advance purchase), a
// promotion on some rooms, and the resort's tax on top.
export type PlanCode = 'RO' | 'QS' | 'DDP' | 'PKG' | 'AP';
type Plan = {
  code: PlanCode;
  name: string;
  /** dining plan per night: adult, minor (3+) */
  perNight: [number, number];
  requiredTicket: boolean;
  nonRefundable: boolean;
};

const PLANS: Record<PlanCode, Plan> = {
  RO: { code: 'RO', name: 'Room Only', perNight: [0, 0], requiredTicket: false, nonRefundable: false },
  QS: {
    code: 'QS',
    name: 'Room + Quick Service Dining Plan',
    perNight: [62, 27],
    requiredTicket: false,
    nonRefundable: false,
  },
  DDP: {
    code: 'DDP',
    name: 'Room + Disney Dining Plan',
    perNight: [98, 38],
    requiredTicket: false,
    nonRefundable: false,
  },
  PKG: {
    code: 'PKG',
    name: 'Magic Your Way Package',
    perNight: [0, 0],
    requiredTicket: true,
    nonRefundable: false,
  },
  AP: {
    code: 'AP',
    name: 'Advance Purchase - No reembolsable',
    perNight: [0, 0],
    requiredTicket: false,
    nonRefundable: true,
  },
};

/** The plans a resort sells: packages with tickets at Walt Disney World, advance purchase at some. */
export const plansOf = (hotel: DisneyResortHotel): PlanCode[] => [
  'RO',
  'QS',
  'DDP',
  ...(hotel.resort === 'WDW' ? (['PKG'] as const) : []),
  ...(hash32(hotel.id) % 3 === 0 ? (['AP'] as const) : []),
];
export const planOf = (code: string): Plan | undefined => PLANS[code as PlanCode];

/** Holiday, peak, value or regular season of a night. */
export const seasonFactor = (night: string): number => {
  const md = night.slice(5);
  if (md >= '12-20' || md <= '01-03') return 1.6;
  if ((md >= '07-01' && md <= '08-15') || (md >= '03-25' && md <= '04-15')) return 1.3;
  if ((md >= '01-04' && md <= '02-14') || md.startsWith('09-')) return 0.8;
  return 1;
};

export const CANCEL_POLICY =
  'Sin cargo hasta 7 días antes de la llegada; luego, penalidad de 1 noche. No show: 1 noche.';
const PROMO_NOTE = ' Las reservas promocionales canceladas se recalculan a tarifa regular.';
const AP_POLICY = 'Tarifa de compra anticipada: no admite cambios ni reembolsos.';
export const PROMOTION = 'Ahorrá hasta 25 % en habitaciones seleccionadas';

export type Stay = {
  checkin: string;
  checkout: string;
  nights: string[];
  adults: number;
  childAges: number[];
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Whether a rate is on promotion for the stay (a fifth of them, by room, plan and month). */
const onPromotion = (hotel: DisneyResortHotel, room: RoomType, plan: Plan, checkin: string) =>
  plan.code !== 'AP' && hash32(`${hotel.id}|${room.code}|${plan.code}|${checkin.slice(0, 7)}`) % 5 === 0;

/** A rate of a room type and plan for a stay: its texts, codes and price (whole stay, USD). */
export function quote(hotel: DisneyResortHotel, room: RoomType, planCode: PlanCode, stay: Stay) {
  const plan = PLANS[planCode];
  const minorsPaying = stay.childAges.filter((a) => a >= 3).length;
  const extraAdults = Math.max(0, stay.adults - 2);
  const nightly = stay.nights.map(
    (night) =>
      room.baseUsd * seasonFactor(night) +
      extraAdults * 25 +
      minorsPaying * 10 +
      stay.adults * plan.perNight[0] +
      minorsPaying * plan.perNight[1],
  );
  const promotional = onPromotion(hotel, room, plan, stay.checkin);
  const factor = (promotional ? 0.8 : 1) * (plan.code === 'AP' ? 0.85 : 1);
  const amountBeforeTax = round2(nightly.reduce((a, b) => a + b, 0) * factor);
  const tax = round2(amountBeforeTax * RESORT_TAX[hotel.resort]);
  const base = [hotel.id, room.code, plan.code];
  return {
    rateId: base.join(':'),
    rateName: plan.name,
    requiredTicket: plan.requiredTicket,
    nonRefundable: plan.nonRefundable,
    promotion: promotional ? PROMOTION : null,
    // spec §5: a discounted room's code list has 5 entries
    codes: promotional ? [...base, 'PROMO', 'DTO20'] : base,
    cancelPolicy: plan.nonRefundable ? AP_POLICY : CANCEL_POLICY + (promotional ? PROMO_NOTE : ''),
    price: { amountBeforeTax, tax, amountAfterTax: round2(amountBeforeTax + tax), currency: 'USD' as const },
  };
}

/** Rooms of a type the agency holds on a night: 2 to 8, none on some nights. */
export const allotmentOf = (hotel: DisneyResortHotel, room: RoomType, night: string): number => {
  const h = hash32(`${hotel.id}|${room.code}|${night}`);
  return h % 23 === 0 ? 0 : 2 + (h % 7);
};
