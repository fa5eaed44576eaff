import { addDays } from '@portal/domain';
import { hash32 } from '../random';
import type { BoardCode, RoomType, TpHotel } from './catalogue';

// How the bedbank prices a night: the category's base rate in the destination, the room type,
// the hotel, the season (Christmas, the city's high months), Friday and Saturday nights, the
// occupancy and the board per person; non-refundable rates 12 % less; the country's tax on top.
// Amounts are whole cents, so cents / 100 is the exact 2-decimal amount in USD.
/**
 * A number in [0, 1) fixed by the key. FNV alone barely moves its high bits when only the last
 * characters change (one night to the next), so they are mixed (MurmurHash3's finalizer).
 */
export const unitOf = (key: string): number => {
  let h = hash32(key);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 0x1_0000_0000;
};

const STAR_BASE_USD = [0, 45, 70, 110, 180, 320] as const;
const NON_REFUNDABLE_FACTOR = 0.88;

/** Board per person and night (minors from 3 pay half; infants nothing). */
const boardUsd = (board: BoardCode, stars: number) =>
  board === 'RO' ? 0 : board === 'BB' ? 8 + 3 * stars : board === 'HB' ? 25 + 7 * stars : 55 + 12 * stars;

export const seasonFactor = (hotel: TpHotel, night: string): number => {
  const md = night.slice(5);
  if (md >= '12-20' || md <= '01-03') return 1.5;
  return hotel.city.highMonths.includes(Number(night.slice(5, 7))) ? 1.3 : 1;
};

const weekendFactor = (night: string) =>
  [5, 6].includes(new Date(`${night}T00:00:00Z`).getUTCDay()) ? 1.1 : 1;

export type Occupancy = { adults: number; childAges: readonly number[] };

/** One night of one room, in cents. */
export function nightCents(
  hotel: TpHotel,
  room: RoomType,
  rate: { board: BoardCode; nonRefundable: boolean },
  night: string,
  who: Occupancy,
): number {
  const paying = who.childAges.filter((a) => a >= 3).length;
  const occupancy = (who.adults === 1 ? 0.85 : 1 + 0.3 * (who.adults - 2)) + 0.15 * paying;
  const hotelFactor = 0.9 + 0.3 * unitOf(`tp-price:${hotel.code}`);
  const lodging =
    (STAR_BASE_USD[hotel.stars] ?? 110) *
    hotel.city.priceLevel *
    room.factor *
    hotelFactor *
    seasonFactor(hotel, night) *
    weekendFactor(night) *
    occupancy;
  const board = boardUsd(rate.board, hotel.stars) * (who.adults + paying / 2);
  return Math.round((lodging + board) * (rate.nonRefundable ? NON_REFUNDABLE_FACTOR : 1) * 100);
}

/** The stay's price: net (sale before tax), the country's tax and gross, in cents. */
export const stayPrice = (hotel: TpHotel, nightly: readonly number[]) => {
  const net = nightly.reduce((a, b) => a + b, 0);
  const tax = Math.round((net * hotel.city.taxPercent) / 100);
  return { net, tax, gross: net + tax };
};

/** Rooms of a type the bedbank can sell on a night: 1 to 6, none on some nights. */
export const stockOf = (hotel: TpHotel, room: RoomType, night: string): number => {
  const x = unitOf(`tp-stock:${hotel.code}:${room.code}:${night}`);
  if (x < 0.06) return 0;
  return ['DBL', 'SUP'].includes(room.code) ? 2 + Math.floor(x * 5) : 1 + Math.floor(x * 4);
};

/** Free cancellation until 7 days before arrival from 4 stars (3 days below); none for non-refundable rates. */
export function cancellationOf(hotel: TpHotel, checkin: string, nonRefundable: boolean) {
  if (nonRefundable)
    return {
      deadline: null,
      policy: 'Tarifa no reembolsable: no admite cambios ni cancelaciones. No show: 100 % de la estadía.',
    };
  const deadline = addDays(checkin, hotel.stars >= 4 ? -7 : -3);
  return {
    deadline,
    policy: `Cancelación sin cargo hasta el ${deadline}; después, penalidad de 1 noche. No show: 100 % de la estadía.`,
  };
}
