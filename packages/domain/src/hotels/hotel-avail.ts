import { CART_MAX_ITEMS } from '../cart';
import { z } from 'zod';
import { type Check, fail, reportCheck } from '../common/check';
import {
  ZFailedSuppliers,
  ZId,
  ZIdLike,
  zOmittable,
  zOptional,
  ZProviderPrice,
  ZShortText,
} from '../common/primitives';
import { ZRoomingShape, ZStayRange } from '../common/rooming';
import { checkStayRange } from '../dates-calendar';
import type { IsoDate } from '../dates';
import { MESSAGES } from '../messages';
import { type Cents } from '../money';
import { parseProviderSale } from '../money-price';
import { checkRooming } from '../occupancy';
import { checkRoomPlans } from '../room-plans';
import { cheapestBookableRate } from '../pricing/card-price';

// spec §3 Hotel availability request; spec §7 POST api/client/hotels/avail.
export const ZRoomCriteria = ZRoomingShape.extend({
  adultAges: zOmittable(z.array(z.number().int().min(0).max(120)).max(10).default([0])),
}).superRefine((r, ctx) => reportCheck(ctx, checkRooming(r)));
export type TRoomCriteria = z.infer<typeof ZRoomCriteria>;

export const PROVIDER_FLAGS = [
  'isOmnibeesDisable',
  'isPrestigeDisable',
  'isHBSIDisable',
  'isINeedToursDisable',
  'isUAssistanceDisable',
  'isDisneyDisable',
  'isSpecialToursDisable',
] as const;
export type TProviderFlag = (typeof PROVIDER_FLAGS)[number];

export const ZHotelAvailRequest = z.object({
  stayRange: ZStayRange,
  roomCriteriaList: z.array(ZRoomCriteria).min(1).max(CART_MAX_ITEMS),
  categoriaHotel: zOmittable(
    z.number().int().min(0, MESSAGES.invalidHotelCategory).max(5, MESSAGES.invalidHotelCategory).default(0),
  ),
  idUWS: ZId,
  idUsuarioReservo: zOptional(ZId),
  isAgenteAS: z.boolean(),
  destino: ZShortText.trim().min(1, MESSAGES.destinationRequired),
  destinoIATA: zOptional(z.string().max(3)),
  destinoAsistencia: zOmittable(ZShortText.optional()),
  isOmnibeesDisable: zOmittable(z.boolean().default(false)),
  isPrestigeDisable: zOmittable(z.boolean().default(false)),
  isHBSIDisable: zOmittable(z.boolean().default(true)),
  isINeedToursDisable: zOmittable(z.boolean().default(true)),
  isUAssistanceDisable: zOmittable(z.boolean().default(true)),
  isDisneyDisable: zOmittable(z.boolean().default(true)),
  isSpecialToursDisable: zOmittable(z.boolean().default(true)),
  starQuantity: zOptional(z.number().int().min(0).max(5)),
});
export type THotelAvailRequest = z.infer<typeof ZHotelAvailRequest>;
export type THotelAvailRequestInput = z.input<typeof ZHotelAvailRequest>;

/** spec §9: main search Omnibees and Prestige on, others off. */
export const MAIN_SEARCH_FLAGS: Record<TProviderFlag, boolean> = {
  isOmnibeesDisable: false,
  isPrestigeDisable: false,
  isHBSIDisable: true,
  isINeedToursDisable: true,
  isUAssistanceDisable: true,
  isDisneyDisable: true,
  isSpecialToursDisable: true,
};
/** spec §9: Orlando search fixed: destination Orlando, only HBSI on, 5 stars. */
export const ORLANDO_SEARCH = {
  destino: 'Orlando',
  starQuantity: 5,
  flags: { ...MAIN_SEARCH_FLAGS, isOmnibeesDisable: true, isPrestigeDisable: true, isHBSIDisable: false },
} as const;

// ---- answer: three provider lists; hotel and room shapes accept both spellings
export const ZPenaltyDescription = z.looseObject({
  Description: z.string().optional(),
  text: z.string().optional(),
});
export const ZCancellationPolicy = z.looseObject({
  nonRefundable: z.union([z.boolean(), z.string()]).optional(),
  penaltyDescription: z.union([ZPenaltyDescription, z.array(ZPenaltyDescription)]).optional(),
});

export const ZHotelRoom = z.looseObject({
  roomName: z.string(),
  descripcion: z.string().optional(),
  regimen: z.string().optional(),
  tarifa: ZProviderPrice, // VENTA or venta, IVA or iva, moneda, gastoAdministrativo, resolucion4815, ...
  proveedor: z.union([z.number().int(), z.string()]),
  informacionRsrv: z.unknown(), // opaque booking data, echoed back in the reservation
  politicaCancelacion: ZCancellationPolicy.optional(),
  codigos: z.array(z.string()).optional(), // code list: 5 entries = discounted (spec §5)
  rateName: z.string().optional(), // dining plans are detected from it (spec §2)
  cantAdl: z.number().int().optional(),
  cantChl: z.number().int().optional(),
  noches: z.number().int().optional(),
  /** which roomCriteriaList entry (from 0) this rate answers: occupancy is per room */
  criterio: z.number().int().min(0).optional(),
});
export type THotelRoom = z.infer<typeof ZHotelRoom>;

export const ZHotel = z
  .looseObject({
    HotelName: z.string().optional(),
    hotelName: z.string().optional(),
    hotelID: ZIdLike,
    direccion: z.string().optional(),
    imgURL: z.string().optional(),
    award: z.union([z.number(), z.string()]).optional(), // stars
    cantPaxTotal: z.number().int().optional(),
    cantAdl: z.number().int().optional(),
    cantChl: z.number().int().optional(),
    habitaciones: z.array(ZHotelRoom),
  })
  .refine((h) => h.HotelName !== undefined || h.hotelName !== undefined, {
    message: MESSAGES.hotelNameRequired,
    path: ['hotelName'],
  });
export type THotel = z.infer<typeof ZHotel>;

/** The hotel's name whichever spelling the provider used. */
export const hotelNameOf = (h: Pick<THotel, 'HotelName' | 'hotelName'>): string =>
  h.HotelName ?? h.hotelName ?? '';

/** The penalty text of a cancellation policy (Description or text). */
export const penaltyTextOf = (p: z.infer<typeof ZCancellationPolicy> | undefined): string | undefined => {
  const list = p?.penaltyDescription === undefined ? [] : [p.penaltyDescription].flat();
  const texts = list.map((d) => d.Description ?? d.text).filter((t): t is string => !!t);
  return texts.length ? texts.join(' ') : undefined;
};

export const PROVIDER_STATES = ['ok', 'error', 'timeout', 'desactivado'] as const;
export const ZProviderState = z.object({
  proveedor: z.enum(['Omnibees', 'Prestige', 'HBSI']),
  estado: z.enum(PROVIDER_STATES),
  ms: z.number().int().min(0),
});
export type TProviderState = z.infer<typeof ZProviderState>;

export const ZProviderAvail = z.object({ hoteles: z.array(ZHotel) });

export const ZHotelAvailResponse = z.object({
  hotelAvailResponsePrestige: ZProviderAvail.nullable().optional(),
  hotelAvailResponseOmnibees: ZProviderAvail.nullable().optional(),
  hotelAvailResponseHBSI: ZProviderAvail.nullable().optional(),
  failedSuppliers: ZFailedSuppliers, // suppliers that did not answer in time
  // How each supplier answered: ok, error, timeout, or desactivado by the request's flags.
  proveedores: z.array(ZProviderState),
});
export type THotelAvailResponse = z.infer<typeof ZHotelAvailResponse>;

/**
 * A hotel's price in results: the minimum sale rate over its rooms, in cents (spec §4), over
 * the rates the agent can book (issue 29, item 14: a non-AS agent cannot book non-refundable
 * ones); by default over every rate, as for an AS agent.
 */
export const hotelPriceOf = (h: Pick<THotel, 'habitaciones'>, isAgenteAS = true): Cents | undefined =>
  cheapestBookableRate(h.habitaciones, { priceOf: (r) => parseProviderSale(r.tarifa), isAgenteAS });

/** Every hotel of the three provider lists, with the provider list it came from. */
export const hotelsOf = (
  r: THotelAvailResponse,
): { provider: 'Prestige' | 'Omnibees' | 'HBSI'; hotel: THotel }[] => [
  ...(r.hotelAvailResponsePrestige?.hoteles ?? []).map((hotel) => ({ provider: 'Prestige' as const, hotel })),
  ...(r.hotelAvailResponseOmnibees?.hoteles ?? []).map((hotel) => ({ provider: 'Omnibees' as const, hotel })),
  ...(r.hotelAvailResponseHBSI?.hoteles ?? []).map((hotel) => ({ provider: 'HBSI' as const, hotel })),
];

// ---- the hotel search form (spec §2): destination, stay range, rooming, category
export const ZHotelSearchForm = z.object({
  destino: z.string().nullish(),
  stayRange: z.object({ checkin: z.string().nullish(), checkout: z.string().nullish() }),
  /** one entry per room: occupancy is per room */
  rooming: z.array(z.object({ adults: z.number(), childAges: z.array(z.number()) })),
  categoriaHotel: ZHotelAvailRequest.shape.categoriaHotel,
});
export type THotelSearchForm = z.input<typeof ZHotelSearchForm>;

// The stay and the rooming are one control each in the form, so their rules report there.
const reportOn = (c: z.RefinementCtx, check: Check, path: string): void => {
  if (!check.ok) c.addIssue({ code: 'custom', message: check.message, path: [path] });
};

/**
 * The form refuses what the avail route refuses: the booking calendar of the user and the
 * 30-night limit (checkStayRange), the rooming limits; the destination unless the page fixes it.
 */
export const makeHotelSearchFormSchema = (ctx: {
  today: IsoDate;
  isAgenteAS: boolean;
  destinationRequired: boolean;
}) =>
  ZHotelSearchForm.superRefine((v, c) => {
    if (ctx.destinationRequired && !v.destino?.trim()) reportOn(c, fail('destinationRequired'), 'destino');
    const { checkin, checkout } = v.stayRange;
    const stay = checkin && checkout ? checkStayRange({ checkin, checkout }, ctx) : fail('datesRequired');
    reportOn(c, stay, 'stayRange');
    reportOn(c, checkRoomPlans(v.rooming), 'rooming');
  });
