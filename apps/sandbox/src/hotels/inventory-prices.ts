import { GASTO_ADMIN_CENTS, hotelRoomPrice, percentOf, sumCents } from '@portal/domain';
import { unitFromKey } from '../random';
import type { HotelInfo } from './catalogue';
import type { RatePlan, RoomType } from './inventory-rooms';
import { memo } from './memo';
import type { HotelSupplierKey, PriceParts } from './types';

// Sandbox prices in USD: per-night rates that vary with the hotel, room, rate plan, season,
// weekday, occupancy and supplier, summed over the stay.
const STAR_BASE_USD = [0, 55, 85, 130, 210, 380] as const;
const WEEKEND = new Set([5, 6]); // Friday and Saturday nights

const supplierFactor = (supplier: HotelSupplierKey, hotel: HotelInfo) =>
  supplier === 'OMNIBEES' ? 1 : supplier === 'HBSI' ? 1.04 : prestigeFactor(hotel.id);
const prestigeFactor = memo((id) => 0.95 + 0.1 * unitFromKey(`PRESTIGE:${id}`));
const hotelFactor = memo((id) => 0.85 + 0.35 * unitFromKey(`price:${id}`));
const weekdayOf = memo((night) => new Date(`${night}T00:00:00Z`).getUTCDay());

/** Infants under 3 have no meal plan and do not pay (spec §9). */
const payingChildren = (childAges: readonly number[]) => childAges.filter((a) => a >= 3).length;

type NightlyInput = {
  supplier: HotelSupplierKey;
  hotel: HotelInfo;
  room: RoomType;
  plan: RatePlan;
  night: string;
  adults: number;
  childAges: readonly number[];
};

/** Whole US dollars for one night of one room. */
export const nightlyUsd = (x: NightlyInput): number => {
  const { hotel } = x;
  const month = Number(x.night.slice(5, 7));
  const weekday = weekdayOf(x.night);
  const children = payingChildren(x.childAges);
  const occupancy = Math.max(0.8, 1 + 0.3 * (x.adults - 2)) + 0.15 * children;
  const base =
    (STAR_BASE_USD[hotel.stars] ?? 130) *
    hotel.city.priceLevel *
    x.room.factor *
    (hotel.zone.allInclusive ? 1.6 : 1) *
    hotelFactor(hotel.id);
  const season = hotel.city.highMonths.includes(month) ? 1.3 : 1;
  const weekend = WEEKEND.has(weekday) ? 1.12 : 1;
  const usd =
    base * occupancy * season * weekend * supplierFactor(x.supplier, hotel) * x.plan.factor +
    x.plan.perPersonUsd * (x.adults + children);
  return Math.round(usd);
};

/**
 * The rate's price parts in cents. VAT: 21 % for Argentine hotels, 10.5 % abroad (sandbox
 * choice); foreign stays also carry Resolución 4815 and Ley 27.541 country taxes, shown
 * separately (spec §2, §9). Administrative fee 35 per room; room total by the domain rule.
 */
export const priceOf = (nightly: readonly number[], hotel: HotelInfo): PriceParts => {
  const venta = sumCents(nightly.map((usd) => usd * 100));
  const domestic = hotel.city.paisCode === 'AR';
  const alicuota = domestic ? 21 : 10.5;
  const iva = percentOf(venta, alicuota);
  const gastoAdministrativo = GASTO_ADMIN_CENTS;
  return {
    venta,
    iva,
    alicuota,
    gastoAdministrativo,
    resolucion4815: domestic ? 0 : percentOf(venta, 30),
    impuestoPais: domestic ? 0 : percentOf(venta, 30),
    total: hotelRoomPrice({ venta, iva, gastoAdministrativo }),
    moneda: 'USD',
  };
};

/** Rooms a supplier holds of a room type on a night before any booking (some nights none). */
export const initialAllotment = (
  supplier: HotelSupplierKey,
  hotelId: string,
  roomCode: string,
  night: string,
) => {
  const x = unitFromKey(`allot:${supplier}:${hotelId}:${roomCode}:${night}`);
  if (x < 0.03) return 0;
  return ['STD', 'SUP', 'FAM'].includes(roomCode) ? 2 + Math.floor(x * 6) : 1 + Math.floor(x * 3);
};
