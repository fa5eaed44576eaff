import { type Cents, mulCents, roundCents } from '@portal/domain';
import { SEASON_FACTOR, isWeekend, seasonOf } from './seasons';
import type { DailyRate, TicketProduct } from './types';

const WEEKEND_FACTOR = 1.04;

/** Whole dollars, as the parks publish them. */
const toWholeDollars = (cents: Cents): Cents => roundCents(cents / 100) * 100;

/** Adult price of a ticket of `days` days on an entry date: per-day price falls with more days. */
const adultPrice = (rate: DailyRate, days: number, date: string): Cents => {
  const perDay = rate.perDayFactors[Math.min(days, rate.perDayFactors.length) - 1] ?? 1;
  const factor = days * perDay * SEASON_FACTOR[seasonOf(date)] * (isWeekend(date) ? WEEKEND_FACTOR : 1);
  return toWholeDollars(mulCents(rate.day1, factor));
};

/** Children 3–9 pay slightly less. */
const childPrice = (rate: DailyRate, adult: Cents): Cents =>
  toWholeDollars(mulCents(adult, rate.childFactor));

export const productPrices = (product: TicketProduct, date: string) => {
  const adult = adultPrice(product.rate, product.days, date);
  return { adult, child: childPrice(product.rate, adult) };
};
