import { DEFAULT_POLICY_TEXT, NON_REFUNDABLE_POLICY_TEXT, PROMO_POLICY_TEXT } from '@portal/domain';
import { unitFromKey } from '../random';
import type { HotelInfo } from './catalogue';
import { memo } from './memo';
import type { HotelSupplierKey } from './types';

// The sandbox inventory: which room types each hotel sells and under which rate plans.
// Deterministic per hotel and supplier, so tests and demos always see the same rooms.
export type RoomType = { code: string; name: string; descripcion: string; maxPax: number; factor: number };

const ROOM_TYPES: readonly RoomType[] = [
  {
    code: 'STD',
    name: 'Habitación Estándar',
    descripcion: 'Dos camas dobles o una king, baño privado, aire acondicionado y wifi.',
    maxPax: 4,
    factor: 1,
  },
  {
    code: 'SUP',
    name: 'Habitación Superior',
    descripcion: 'Habitación amplia con vista, cafetera, escritorio y wifi.',
    maxPax: 4,
    factor: 1.22,
  },
  {
    code: 'FAM',
    name: 'Habitación Familiar',
    descripcion: 'Dos ambientes comunicados con sofá cama, ideal para familias.',
    maxPax: 6,
    factor: 1.5,
  },
  {
    code: 'JRS',
    name: 'Junior Suite',
    descripcion: 'Suite con sala de estar integrada, balcón y bañera.',
    maxPax: 3,
    factor: 1.7,
  },
  {
    code: 'STE',
    name: 'Suite',
    descripcion: 'Suite de un dormitorio con sala de estar independiente.',
    maxPax: 4,
    factor: 2.4,
  },
  {
    code: 'VIL',
    name: 'Villa de dos dormitorios',
    descripcion: 'Villa con cocina equipada, dos dormitorios y living, hasta 10 personas.',
    maxPax: 10,
    factor: 3.4,
  },
];

const REGIMENS = {
  roomOnly: 'Solo alojamiento',
  breakfast: 'Desayuno incluido',
  halfBoard: 'Media pensión',
  allInclusive: 'Todo incluido premium con bebidas nacionales e internacionales y actividades',
  ddp: 'Disney Dining Plan (DDP): 1 comida de servicio de mesa, 1 comida de servicio rápido y 1 snack por persona por noche',
  dqsdp:
    'Disney Quick Service Dining Plan (DQSDP): 2 comidas de servicio rápido y 1 snack por persona por noche',
} as const;

export type RatePlan = {
  code: 'FLEX' | 'BB' | 'PROMO' | 'NRF' | 'DDP' | 'DQSDP';
  name: string;
  regimen: string;
  factor: number;
  /** USD per paying person per night on top of the room (meals, dining plans) */
  perPersonUsd: number;
  nonRefundable: boolean;
};

const u = memo(unitFromKey);

const roomTypesCache = new Map<string, RoomType[]>();
const computeRoomTypes = (hotel: HotelInfo): RoomType[] => {
  const pick = (code: string, chance: number) => u(`room:${hotel.id}:${code}`) < chance;
  const lux = hotel.stars >= 4;
  return ROOM_TYPES.filter(
    (r) =>
      r.code === 'STD' ||
      (r.code === 'SUP' && pick('SUP', 0.75)) ||
      (r.code === 'FAM' && pick('FAM', 0.45)) ||
      (r.code === 'JRS' && lux && pick('JRS', 0.5)) ||
      (r.code === 'STE' && lux && pick('STE', 0.4)) ||
      (r.code === 'VIL' && hotel.stars === 5 && pick('VIL', 0.35)),
  ).slice(0, 4);
};

export const roomTypesOf = (hotel: HotelInfo): RoomType[] => {
  let rooms = roomTypesCache.get(hotel.id);
  if (!rooms) roomTypesCache.set(hotel.id, (rooms = computeRoomTypes(hotel)));
  return rooms;
};

export const roomTypeOf = (hotel: HotelInfo, code: string) => roomTypesOf(hotel).find((r) => r.code === code);

const isDisneyResort = (hotel: HotelInfo) => hotel.zone.code === 'WDW' && hotel.city.code === 'ORL';

const baseRegimenOf = (hotel: HotelInfo): string => {
  if (hotel.zone.allInclusive) return REGIMENS.allInclusive;
  const x = u(`regimen:${hotel.id}`);
  return x < 0.45 ? REGIMENS.roomOnly : x < 0.85 ? REGIMENS.breakfast : REGIMENS.halfBoard;
};

/** The rate plans a supplier sells for one room type of a hotel (spec §2, §5: offers, NRF, dining plans). */
const plansCache = new Map<string, RatePlan[]>();
export const ratePlansOf = (supplier: HotelSupplierKey, hotel: HotelInfo, room: RoomType): RatePlan[] => {
  const cacheKey = `${supplier}|${hotel.id}|${room.code}`;
  const cached = plansCache.get(cacheKey);
  if (cached) return cached;
  const plans = computePlans(supplier, hotel, room);
  plansCache.set(cacheKey, plans);
  return plans;
};

const computePlans = (supplier: HotelSupplierKey, hotel: HotelInfo, room: RoomType): RatePlan[] => {
  const regimen = baseRegimenOf(hotel);
  const key = `${supplier}:${hotel.id}:${room.code}`;
  const plans: RatePlan[] = [
    { code: 'FLEX', name: 'Tarifa flexible', regimen, factor: 1, perPersonUsd: 0, nonRefundable: false },
  ];
  if (regimen === REGIMENS.roomOnly && u(`bb:${key}`) < 0.5)
    plans.push({
      code: 'BB',
      name: 'Tarifa con desayuno',
      regimen: REGIMENS.breakfast,
      factor: 1,
      perPersonUsd: 15,
      nonRefundable: false,
    });
  if (u(`promo:${key}`) < 0.35)
    plans.push({
      code: 'PROMO',
      name: 'Oferta anticipada',
      regimen,
      factor: 0.85,
      perPersonUsd: 0,
      nonRefundable: false,
    });
  if ((room.code === 'STD' || room.code === 'SUP') && u(`nrf:${supplier}:${hotel.id}`) < 0.55)
    plans.push({
      code: 'NRF',
      name: 'Tarifa no reembolsable',
      regimen,
      factor: 0.8,
      perPersonUsd: 0,
      nonRefundable: true,
    });
  if (isDisneyResort(hotel)) {
    plans.push({
      code: 'DDP',
      name: 'Paquete con Disney Dining Plan (DDP)',
      regimen: REGIMENS.ddp,
      factor: 1,
      perPersonUsd: 89,
      nonRefundable: false,
    });
    if (room.code === 'STD')
      plans.push({
        code: 'DQSDP',
        name: 'Paquete con Disney Quick Service Dining Plan (DQSDP)',
        regimen: REGIMENS.dqsdp,
        factor: 1,
        perPersonUsd: 62,
        nonRefundable: false,
      });
  }
  return plans;
};

/** spec §9 default hotel cancellation, or the non-refundable condition. */
export const penaltyText = (plan: RatePlan): string => penaltyByCode(plan.code);

const penaltyByCode = memo((code: string): string =>
  code === 'NRF'
    ? NON_REFUNDABLE_POLICY_TEXT
    : code === 'PROMO'
      ? `${DEFAULT_POLICY_TEXT} ${PROMO_POLICY_TEXT}`
      : DEFAULT_POLICY_TEXT,
);
