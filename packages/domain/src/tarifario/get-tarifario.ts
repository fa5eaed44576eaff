import { z } from 'zod';
import { ZAmountLike, ZIsoDate, zListOrSingle, zOmittable } from '../common/primitives';
import { MESSAGES, msg } from '../messages';

// spec §3 Tarifario search payload, result, hotel, room, excursion and transfer;
// spec §7 POST /get-tarifario. Single elements arrive unwrapped: read lists with asList.
export const ZTarifarioRequest = z
  .object({
    // spec §5: the tarifario search requires checkin and checkout
    checkin: z
      .string({ error: MESSAGES.datesRequired })
      .min(1, MESSAGES.datesRequired)
      .max(10)
      .pipe(ZIsoDate),
    checkout: z
      .string({ error: MESSAGES.datesRequired })
      .min(1, MESSAGES.datesRequired)
      .max(10)
      .pipe(ZIsoDate),
    destino: z.union([z.number().int(), z.string().min(1).max(80)], { error: MESSAGES.destinationRequired }),
    // the portal's flags (spec §3); the server knows a zone's country and reads none of them
    isDc: zOmittable(z.boolean().optional()),
    isNacional: zOmittable(z.boolean().optional()),
    isTarifario: zOmittable(z.boolean().optional()),
  })
  .refine((r) => r.checkout > r.checkin, { message: MESSAGES.checkoutNotAfterCheckin, path: ['checkout'] });
export type TTarifarioRequest = z.infer<typeof ZTarifarioRequest>;

export const ZTarifarioOccupancyRate = z.object({ ocupacion: z.string(), total: ZAmountLike });
/** A validity period of a room (hasta: its last night) with a rate per occupancy; '0.00' is not sold. */
export const ZTarifarioPeriod = z.object({
  desde: ZIsoDate,
  hasta: ZIsoDate,
  observacionVigencia: z.string().optional(),
  tarifas: z.object({ tarifa: zListOrSingle(ZTarifarioOccupancyRate) }),
});
export type TTarifarioPeriod = z.infer<typeof ZTarifarioPeriod>;
export const ZTarifarioRoom = z.object({
  id: z.union([z.string(), z.number()]),
  nombre: z.string(),
  regimen: z.string(),
  descripcionTarifario: z.string().optional(),
  // one period, or (ours) every period of the room that overlaps the stay
  tarifario: zListOrSingle(ZTarifarioPeriod),
});
export type TTarifarioRoom = z.infer<typeof ZTarifarioRoom>;
export const ZTarifarioHotel = z.object({
  categoria: z.union([z.number(), z.string()]),
  moneda: z.string(),
  imagen: z.string().optional(),
  masEconomico: ZAmountLike.optional(),
  url: z.string().optional(),
  nombre: z.string(),
  direccion: z.string().optional(),
  habitaciones: z.object({ habitacion: zListOrSingle(ZTarifarioRoom) }),
});
export type TTarifarioHotel = z.infer<typeof ZTarifarioHotel>;

export const ZExcursionRate = z.object({ tipo: z.string(), total: ZAmountLike, moneda: z.string() });
export type TExcursionRate = z.infer<typeof ZExcursionRate>;
export const ZTarifarioExcursion = z.object({
  nombre: z.string(),
  descripcion: z.string().optional(),
  tarifas: z.object({ tarifa: zListOrSingle(ZExcursionRate) }),
});

export const ZTransferPartyRate = z.object({ cantidadPax: z.number().int().min(1), tarifas: ZAmountLike });
export type TTarifarioExcursion = z.infer<typeof ZTarifarioExcursion>;
export const ZTarifarioTransfer = z.object({
  nombre: z.string(),
  tipo: z.string(),
  direccion: z.string(), // O, I, other
  tarifaPasajeros: zListOrSingle(ZTransferPartyRate),
  moneda: z.string().optional(), // ours: the currency of tarifas
});
export type TTarifarioTransfer = z.infer<typeof ZTarifarioTransfer>;

export const ZTarifarioResponse = z.object({
  data: z.object({
    excursiones: zListOrSingle(ZTarifarioExcursion).optional(),
    disponibilidad: z
      .object({ hoteles: z.object({ hotel: zListOrSingle(ZTarifarioHotel) }).optional() })
      .optional(),
    traslados: zListOrSingle(ZTarifarioTransfer).optional(),
  }),
});
export type TTarifarioResponse = z.infer<typeof ZTarifarioResponse>;

/** spec §2: domestic banner (IVA included) or foreign banner. */
export const tarifarioBanner = (isNacional: boolean): string =>
  isNacional ? msg('tarifarioDomesticBanner') : msg('tarifarioForeignBanner');
