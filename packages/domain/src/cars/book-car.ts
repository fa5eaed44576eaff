import { z } from 'zod';
import {
  ZAmount,
  ZCode,
  ZId,
  ZIsoDate,
  zOmittable,
  zOptional,
  ZShortText,
  ZTime,
} from '../common/primitives';
import { type Cents, mulCents, sumCents, toCents } from '../money';
import { ZPassenger } from '../passenger';
import { ZReservationStatus } from '../reservations/reservation-status';
import { ZCarBrand } from './locations';

// spec §3 Car booking payload; spec §7 POST reservar/ (answer confirmId).
export const CAR_EQUIPMENT_MAX = 10; // spec §2: additional equipment 0-10 per item

export const ZCarEquipment = z.object({
  quantity: z.number().int().min(0).max(CAR_EQUIPMENT_MAX),
  equipment_code: ZCode,
  description: ZShortText,
  monto: ZAmount, // per unit and day, as specialEquipment offers it
});
export type TCarEquipment = z.infer<typeof ZCarEquipment>;

export const ZCarBookingRequest = z.object({
  brand: ZCarBrand,
  pax: ZPassenger, // lead driver
  checkin: ZIsoDate,
  checkout: ZIsoDate,
  /** ours, as the search: pick-up and return times (spec §3 time slots) */
  horaIn: zOmittable(ZTime.default('10:00')),
  horaOut: zOmittable(ZTime.default('10:00')),
  oficinaIn: ZCode,
  oficinaOut: ZCode,
  codigoTarifa: ZCode,
  codigoCategoria: ZCode,
  paisResidencia: zOptional(z.string().regex(/^[A-Z]{2}$/)),
  idUsuarioReservo: ZId,
  idUWS: ZId,
  isAgenteAS: z.boolean(),
  idEntidad: zOptional(ZId),
  tarifa: ZAmount, // the rate's total the agent was shown
  equipoAdicional: zOmittable(z.array(ZCarEquipment).max(10).default([])),
  /** ours: the sale total shown (rate + equipment); a different one is refused */
  monto: zOptional(ZAmount),
});
export type TCarBookingRequest = z.infer<typeof ZCarBookingRequest>;
export type TCarBookingRequestInput = z.input<typeof ZCarBookingRequest>;

export const ZCarBookingResponse = z.object({
  confirmId: z.string(),
  reservationId: z.string(),
  status: ZReservationStatus,
});
export type TCarBookingResponse = z.infer<typeof ZCarBookingResponse>;

/** Car sale amount: the rate + Σ equipment per day × quantity × rental days (fees are the summary's). */
export const carSaleCents = (b: {
  tarifa: number;
  equipoAdicional: readonly Pick<TCarEquipment, 'monto' | 'quantity'>[];
  rentalDays: number;
}): Cents =>
  sumCents([
    toCents(b.tarifa),
    ...b.equipoAdicional.map((e) => mulCents(toCents(e.monto), e.quantity * b.rentalDays)),
  ]);

/** Rental days: started 24-hour periods from pick-up to return, at least 1. */
export const carRentalDays = (r: {
  checkin: string;
  checkout: string;
  horaIn: string;
  horaOut: string;
}): number => {
  const start = Date.parse(`${r.checkin}T${r.horaIn}:00Z`);
  const end = Date.parse(`${r.checkout}T${r.horaOut}:00Z`);
  return Math.max(1, Math.ceil((end - start - 59 * 60_000) / 86_400_000));
};
