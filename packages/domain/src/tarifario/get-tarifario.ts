import { z } from 'zod';
import { ZAmountLike, ZIsoDate, zListOrSingle } from '../common/primitives';
import { MESSAGES, msg } from '../messages';

// spec §3 Tarifario search payload, result, hotel, room, excursion and transfer;
// spec §7 POST /get-tarifario. Single elements arrive unwrapped: read lists with asList.
export const ZTarifarioRequest = z
  .object({
    checkin: ZIsoDate,
    checkout: ZIsoDate,
    destino: z.union([z.number().int(), z.string().min(1)], { error: MESSAGES.destinationRequired }),
    isDc: z.boolean(),
    isNacional: z.boolean(),
    isTarifario: z.boolean(),
  })
  .refine((r) => r.checkout > r.checkin, { message: MESSAGES.checkoutNotAfterCheckin, path: ['checkout'] });
export type TTarifarioRequest = z.infer<typeof ZTarifarioRequest>;

export const ZTarifarioOccupancyRate = z.object({ ocupacion: z.string(), total: ZAmountLike });
export const ZTarifarioRoom = z.object({
  id: z.union([z.string(), z.number()]),
  nombre: z.string(),
  regimen: z.string(),
  descripcionTarifario: z.string().optional(),
  tarifario: z.object({
    desde: ZIsoDate,
    hasta: ZIsoDate,
    observacionVigencia: z.string().optional(),
    tarifas: z.object({ tarifa: zListOrSingle(ZTarifarioOccupancyRate) }),
  }),
});
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
export const ZTarifarioExcursion = z.object({
  nombre: z.string(),
  descripcion: z.string().optional(),
  tarifas: z.object({ tarifa: zListOrSingle(ZExcursionRate) }),
});

export const ZTransferPartyRate = z.object({ cantidadPax: z.number().int().min(1), tarifas: ZAmountLike });
export const ZTarifarioTransfer = z.object({
  nombre: z.string(),
  tipo: z.string(),
  direccion: z.string(), // O, I, other
  tarifaPasajeros: zListOrSingle(ZTransferPartyRate),
});

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
