import { otaErrorMeaning, RES_STATUS } from '@portal/domain/supplier-wire/ota/codes';
import { z } from 'zod';
import { parseXml } from './xml';

// The answers of docs/ota-hotels.md as the parser trees them (xml.ts: attributes under `@_`,
// text under `#text`, repeatable elements as arrays). Only what the adapter reads is checked;
// the rest of a message is the supplier's business.

const ZCode = z.string().trim().min(1).max(80);
/** A decimal amount as OTA writes it: digits, at most two decimals (read to cents exactly). */
const ZAmount = z.string().regex(/^\d{1,9}(\.\d{1,2})?$/);
const ZCount = z.string().regex(/^\d{1,4}$/);
const ZBoolean = z.enum(['true', 'false', '1', '0']);
const ZTexts = z.array(z.object({ '#text': z.string() }));
const ZParagraph = z.object({ Text: ZTexts.optional() });

const ZRoomType = z.object({
  '@_RoomTypeCode': ZCode,
  RoomDescription: z.object({ '@_Name': z.string(), Text: ZTexts.optional() }),
});

const ZRatePlan = z.object({
  '@_RatePlanCode': ZCode,
  '@_RatePlanName': z.string(),
  '@_PromotionCode': ZCode.optional(),
  CancelPenalties: z
    .object({
      CancelPenalty: z.array(
        z.object({
          '@_NonRefundable': ZBoolean.optional(),
          PenaltyDescription: z.array(ZParagraph).optional(),
        }),
      ),
    })
    .optional(),
  MealsIncluded: z.object({ '@_MealPlanCodes': z.string().optional() }).optional(),
  RatePlanDescription: ZParagraph.optional(),
});

const ZTax = z.object({
  '@_Code': z.string(),
  '@_Amount': ZAmount,
  '@_Percent': z
    .string()
    .regex(/^\d{1,3}(\.\d{1,4})?$/)
    .optional(),
});

const ZRoomRate = z.object({
  '@_RoomTypeCode': ZCode,
  '@_RatePlanCode': ZCode,
  '@_RoomStayCandidateRPH': z.string().regex(/^[1-9]\d?$/),
  '@_AvailabilityStatus': z.string().optional(),
  Rates: z.object({ Rate: z.array(z.object({ '@_NumberOfUnits': ZCount })).min(1) }),
  Total: z.object({
    '@_AmountBeforeTax': ZAmount,
    '@_AmountAfterTax': ZAmount,
    // our prices are dollars (PriceParts): another currency is not a rate we can sell
    '@_CurrencyCode': z.literal('USD'),
    Taxes: z.object({ Tax: z.array(ZTax).optional() }).optional(),
  }),
});

const ZRoomStay = z.object({
  RoomTypes: z.object({ RoomType: z.array(ZRoomType) }),
  RatePlans: z.object({ RatePlan: z.array(ZRatePlan) }),
  RoomRates: z.object({ RoomRate: z.array(ZRoomRate).optional() }),
  BasicPropertyInfo: z.object({
    '@_HotelCode': ZCode,
    '@_HotelName': z.string(),
    '@_HotelCityCode': ZCode.optional(),
    Address: z.object({ AddressLine: ZTexts.optional() }).optional(),
    Award: z.object({ '@_Rating': ZCount }).optional(),
  }),
  TPA_Extensions: z.object({ HotelImage: z.object({ '@_URL': z.string() }).optional() }).optional(),
});
export type TRoomStay = z.infer<typeof ZRoomStay>;
export type TRoomRate = z.infer<typeof ZRoomRate>;
export type TRatePlan = z.infer<typeof ZRatePlan>;

const ZHotelReservation = z.object({
  '@_ResStatus': z.enum(Object.keys(RES_STATUS) as [keyof typeof RES_STATUS]),
  UniqueID: z.array(z.object({ '@_Type': z.string(), '@_ID': z.string() })).optional(),
  ResGlobalInfo: z.object({
    Comments: z.object({ Comment: z.array(ZParagraph) }).optional(),
    HotelReservationIDs: z.object({
      HotelReservationID: z.array(z.object({ '@_ResID_Type': z.string(), '@_ResID_Value': ZCode })),
    }),
  }),
});
export type THotelReservation = z.infer<typeof ZHotelReservation>;

const ZSuccess = z.object({ '#text': z.literal('') });

/** The success form of each answer, by its root element. */
const SUCCESS = {
  OTA_HotelAvailRS: z.object({
    Success: ZSuccess,
    RoomStays: z.object({ RoomStay: z.array(ZRoomStay).optional() }).optional(),
  }),
  OTA_HotelResRS: z.object({
    Success: ZSuccess,
    HotelReservations: z.object({ HotelReservation: z.array(ZHotelReservation).min(1) }),
  }),
  OTA_CancelRS: z.object({ Success: ZSuccess, '@_Status': z.string() }),
};
export type OtaRoot = keyof typeof SUCCESS;

const ZErrors = z.object({
  Errors: z.object({
    Error: z
      .array(
        z.object({
          '@_Code': z.string().regex(/^\d{1,5}$/),
          '@_ShortText': z.string().optional(),
          '#text': z.string(),
        }),
      )
      .min(1),
  }),
});

export type OtaFailure = { meaning: ReturnType<typeof otaErrorMeaning>; text: string };
export type OtaAnswer<R extends OtaRoot> =
  { ok: true; body: z.infer<(typeof SUCCESS)[R]> } | ({ ok: false } & OtaFailure);

const WORST = ['unavailable', 'rejected', 'not-found'] as const;
/** Several errors: the one that weighs most decides (the supplier failing, then a refusal). */
const weightiest = (errors: z.infer<typeof ZErrors>['Errors']['Error']): OtaFailure => {
  const read = errors.map((e) => ({
    meaning: otaErrorMeaning(e['@_Code']),
    text: `OTA ${e['@_Code']}: ${e['#text'] || e['@_ShortText'] || 'sin detalle'}`,
  }));
  return WORST.map((m) => read.find((r) => r.meaning === m)).find((r) => r !== undefined)!;
};

/**
 * An answer's text read as `root`, or why it cannot be: not XML, another message, not the
 * shape above, or not the answer to the request we sent (its EchoToken).
 */
export function readAnswer<R extends OtaRoot>(
  text: string,
  root: R,
  echoToken: string,
): { answer: OtaAnswer<R> } | { problem: string } {
  const tree = parseXml(text) as Record<string, unknown> | undefined;
  const message = tree?.[root] as Record<string, unknown> | undefined;
  if (typeof message !== 'object' || message === null) return { problem: `not an ${root}` };
  if (message['@_EchoToken'] !== echoToken) return { problem: `${root} for another request (EchoToken)` };
  if (message.Errors !== undefined) {
    const errors = ZErrors.safeParse(message);
    if (!errors.success) return { problem: `${root} Errors unreadable: ${errors.error.issues[0]?.message}` };
    return { answer: { ok: false, ...weightiest(errors.data.Errors.Error) } };
  }
  const body = SUCCESS[root].safeParse(message);
  if (!body.success) {
    const issue = body.error.issues[0];
    return { problem: `${root} unreadable at ${issue?.path.join('/')}: ${issue?.message}` };
  }
  return { answer: { ok: true, body: body.data as z.infer<(typeof SUCCESS)[R]> } };
}

/** The text of a paragraph's Text elements, as one line. */
export const textOf = (p: { Text?: { '#text': string }[] } | undefined) =>
  (p?.Text ?? [])
    .map((t) => t['#text'].trim())
    .filter(Boolean)
    .join(' ');
