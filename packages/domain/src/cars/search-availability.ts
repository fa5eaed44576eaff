import { z } from 'zod';
import { ZAmount, ZCurrency, ZId, ZIsoDate, ZTime } from '../common/primitives';
import { MESSAGES } from '../messages';
import { ZCarBrand } from './locations';

// spec §3 Vehicle; spec §7 POST search-availability/ (per brand).
export const ZCarSearchRequest = z
  .object({
    brand: ZCarBrand,
    oficinaIn: z.string().min(1), // codigoLocalizacion of pick-up
    oficinaOut: z.string().min(1), // codigoLocalizacion of drop-off
    checkin: ZIsoDate,
    checkout: ZIsoDate,
    horaIn: ZTime.default('10:00'),
    horaOut: ZTime.default('10:00'),
    idUWS: ZId,
    idUsuarioReservo: ZId,
  })
  .refine((r) => r.checkout >= r.checkin, { message: MESSAGES.checkoutNotAfterCheckin, path: ['checkout'] });
export type TCarSearchRequest = z.infer<typeof ZCarSearchRequest>;

export const ZVehicleCharge = z.object({
  descripcion: z.string(),
  moneda: ZCurrency,
  monto: ZAmount,
  incluidoEnTarifa: z.boolean(),
  purpose: z.string(),
});
export const ZPricedCoverage = z.object({
  coverageCode: z.enum(['TPL', 'CDW']),
  descripcion: z.string().optional(),
});

export const ZCarRate = z.object({
  codigoTarifa: z.string(),
  nombreTarifa: z.string(),
  tarifa: ZAmount, // rate total for the rental
  rentalDays: z.number().int().min(1),
  rateDistance: z.object({ ilimitado: z.boolean() }),
  pricedCoverages: z.array(ZPricedCoverage),
  vehicleCharges: z.array(ZVehicleCharge),
});
export type TCarRate = z.infer<typeof ZCarRate>;

export const ZSpecialEquipment = z.object({
  equipmentId: z.string(),
  equipmentGDSCode: z.string(),
  equipmentDescription: z.string(),
  moneda: ZCurrency,
  monto: ZAmount,
});
export type TSpecialEquipment = z.infer<typeof ZSpecialEquipment>;

export const ZVehicle = z.object({
  brand: ZCarBrand,
  codigoGrupo: z.string(),
  codigoCategoria: z.string(),
  nombreVehiculo: z.string(),
  modelo: z.string(),
  imgUrl: z.string(),
  asientos: z.number().int(),
  aireAcond: z.boolean(),
  puertas: z.number().int(),
  transmision: z.string(),
  tarifas: z.array(ZCarRate),
  inclusionTarifa: z.array(z.string()),
  specialEquipment: z.array(ZSpecialEquipment),
});
export type TVehicle = z.infer<typeof ZVehicle>;

export const ZCarSearchResponse = z.array(ZVehicle);
