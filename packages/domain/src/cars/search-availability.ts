import { z } from 'zod';
import {
  ZAmount,
  ZCode,
  ZCurrency,
  ZId,
  ZIsoDate,
  zOmittable,
  zOptional,
  ZShortText,
  ZTime,
} from '../common/primitives';
import { MESSAGES } from '../messages';
import { ZCarBrand } from './locations';

// spec §3 Vehicle; spec §7 POST search-availability/ (per brand).
export const ZCarSearchRequest = z
  .object({
    brand: ZCarBrand,
    oficinaIn: ZCode, // codigoLocalizacion of pick-up
    oficinaOut: ZCode, // codigoLocalizacion of drop-off
    checkin: ZIsoDate,
    checkout: ZIsoDate,
    horaIn: zOmittable(ZTime.default('10:00')),
    horaOut: zOmittable(ZTime.default('10:00')),
    /** ours: the driver's age and country of residence price the rate (young driver, residents) */
    edadConductor: zOptional(z.number().int().min(18, MESSAGES.minimumAge18).max(99)),
    paisResidencia: zOptional(z.string().regex(/^[A-Z]{2}$/)),
    idUWS: ZId,
    idUsuarioReservo: zOptional(ZId),
  })
  .refine((r) => r.checkout > r.checkin || (r.checkout === r.checkin && r.horaOut > r.horaIn), {
    message: MESSAGES.carReturnNotAfterPickup,
    path: ['checkout'],
  });
export type TCarSearchRequest = z.infer<typeof ZCarSearchRequest>;
export type TCarSearchRequestInput = z.input<typeof ZCarSearchRequest>;

export const ZVehicleCharge = z.object({
  descripcion: ZShortText,
  moneda: ZCurrency,
  monto: ZAmount,
  /** false: paid at the counter, not part of `tarifa` */
  incluidoEnTarifa: z.boolean(),
  purpose: ZCode, // e.g. ONE_WAY, YOUNG_DRIVER, AIRPORT, TAX
});
export const ZPricedCoverage = z.object({
  coverageCode: z.enum(['TPL', 'CDW']),
  descripcion: ZShortText.optional(),
});

export const ZCarRate = z.object({
  codigoTarifa: ZCode,
  nombreTarifa: ZShortText,
  tarifa: ZAmount, // the rental's total of everything included, in `moneda`
  moneda: ZCurrency,
  rentalDays: z.number().int().min(1),
  rateDistance: z.object({ ilimitado: z.boolean() }),
  pricedCoverages: z.array(ZPricedCoverage),
  vehicleCharges: z.array(ZVehicleCharge),
});
export type TCarRate = z.infer<typeof ZCarRate>;

export const ZSpecialEquipment = z.object({
  equipmentId: ZCode,
  equipmentGDSCode: ZCode,
  equipmentDescription: ZShortText,
  moneda: ZCurrency,
  monto: ZAmount, // per unit and day
});
export type TSpecialEquipment = z.infer<typeof ZSpecialEquipment>;

export const ZVehicle = z.object({
  brand: ZCarBrand,
  codigoGrupo: ZCode,
  codigoCategoria: ZCode, // ACRISS (ECMR, CCAR, ICAR, SCAR, FCAR, IFAR, PVAR …)
  nombreVehiculo: ZShortText,
  modelo: ZShortText, // '… o similar'
  imgUrl: ZShortText, // served by us (no external URLs)
  asientos: z.number().int(),
  aireAcond: z.boolean(),
  puertas: z.number().int(),
  transmision: z.enum(['Automática', 'Manual']),
  tarifas: z.array(ZCarRate),
  inclusionTarifa: z.array(ZShortText),
  specialEquipment: z.array(ZSpecialEquipment),
});
export type TVehicle = z.infer<typeof ZVehicle>;

export const ZCarSearchResponse = z.array(ZVehicle);
