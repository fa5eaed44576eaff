import { z } from 'zod';
import { ZAmount, ZId, ZIsoDate } from '../common/primitives';
import { type Cents, mulCents, sumCents, toCents } from '../money';
import { ZPassenger } from '../passenger';
import { ZReservationStatus } from '../reservations/reservation-status';
import { ZCarBrand } from './locations';

// spec §3 Car booking payload; spec §7 POST reservar/ (answer confirmId).
export const CAR_EQUIPMENT_MAX = 10; // spec §2: additional equipment 0-10 per item

export const ZCarEquipment = z.object({
  quantity: z.number().int().min(0).max(CAR_EQUIPMENT_MAX),
  equipment_code: z.string(),
  description: z.string(),
  monto: ZAmount, // per unit
});
export type TCarEquipment = z.infer<typeof ZCarEquipment>;

export const ZCarBookingRequest = z.object({
  brand: ZCarBrand,
  pax: ZPassenger, // lead driver
  checkin: ZIsoDate,
  checkout: ZIsoDate,
  oficinaIn: z.string().min(1),
  oficinaOut: z.string().min(1),
  codigoTarifa: z.string().min(1),
  codigoCategoria: z.string().min(1),
  idUsuarioReservo: ZId,
  idUWS: ZId,
  isAgenteAS: z.boolean(),
  idEntidad: ZId.optional(),
  tarifa: ZAmount,
  equipoAdicional: z.array(ZCarEquipment).default([]),
});
export type TCarBookingRequest = z.infer<typeof ZCarBookingRequest>;

export const ZCarBookingResponse = z.object({
  confirmId: z.string(),
  reservationId: z.string(),
  status: ZReservationStatus,
});
export type TCarBookingResponse = z.infer<typeof ZCarBookingResponse>;

/** Car sale amount: rate + Σ equipment monto × quantity (fees are added by the order summary). */
export const carSaleCents = (b: { tarifa: number; equipoAdicional: readonly TCarEquipment[] }): Cents =>
  sumCents([toCents(b.tarifa), ...b.equipoAdicional.map((e) => mulCents(toCents(e.monto), e.quantity))]);
