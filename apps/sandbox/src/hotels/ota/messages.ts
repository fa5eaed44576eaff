import { AGE_QUALIFYING, OUR_ID_CONTEXT } from '@portal/domain/supplier-wire/ota/codes';
import { z } from 'zod';
import { ZDate, ZRoomParty } from '../../hotel-requests';

// The requests the simulator serves, as xml-read.ts gives them (attributes `@Name`, all
// strings, repeatable elements arrays): docs/ota-hotels.md and the fixtures' *-rq.xml. Unknown
// elements and attributes are let through, as an OTA server ignores what it does not use.

const count = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
const ZCode = z.string().min(1).max(10);
const ZHotelCode = z.string().min(1).max(80);
const ZStay = z.object({ '@Start': ZDate, '@End': ZDate });

const ZRequestor = z.object({
  POS: z.object({
    Source: z.array(
      z.object({ RequestorID: z.object({ '@ID': z.string(), '@MessagePassword': z.string() }) }),
    ),
  }),
});
/** Who sends the message (POS/Source/RequestorID), or undefined when it says nobody. */
export const requestorOf = (body: unknown) => {
  const parsed = ZRequestor.safeParse(body);
  const requestor = parsed.success ? parsed.data.POS.Source[0]?.RequestorID : undefined;
  return requestor && { id: requestor['@ID'], password: requestor['@MessagePassword'] };
};

/** The request's EchoToken, echoed by any answer, even one that refuses the rest. */
export const echoTokenOf = (body: Record<string, unknown>) => {
  const token = body['@EchoToken'];
  return typeof token === 'string' && token.length <= 128 ? token : undefined;
};

const ZGuestCounts = z.object({
  GuestCount: z
    .array(
      z.object({
        '@AgeQualifyingCode': z.enum([AGE_QUALIFYING.adult, AGE_QUALIFYING.child]),
        '@Count': count(1, 10),
        '@Age': count(0, 17).optional(),
      }),
    )
    .min(1)
    .max(20),
});
type GuestCounts = z.infer<typeof ZGuestCounts>;

/** Who sleeps in one room (AQC 10 adults, 8 children each with an Age), or undefined if impossible. */
export const partyOf = ({ GuestCount }: GuestCounts) => {
  const adults = GuestCount.filter((g) => g['@AgeQualifyingCode'] === AGE_QUALIFYING.adult).reduce(
    (sum, g) => sum + g['@Count'],
    0,
  );
  const children = GuestCount.filter((g) => g['@AgeQualifyingCode'] === AGE_QUALIFYING.child);
  if (children.some((g) => g['@Age'] === undefined)) return undefined;
  const childAges = children.flatMap((g) => Array<number>(g['@Count']).fill(g['@Age']!));
  const party = ZRoomParty.safeParse({ adults, childAges });
  return party.success ? party.data : undefined;
};

const ZHeader = z.object({ '@EchoToken': z.string().max(128).optional() });

export const ZAvailRQ = ZHeader.extend({
  AvailRequestSegments: z.object({
    AvailRequestSegment: z
      .array(
        z.object({
          StayDateRange: ZStay,
          RatePlanCandidates: z
            .object({ RatePlanCandidate: z.array(z.object({ '@RatePlanCode': ZCode })).max(20) })
            .optional(),
          RoomStayCandidates: z.object({
            RoomStayCandidate: z
              .array(
                z.object({
                  '@RPH': count(1, 99),
                  '@Quantity': count(1, 10).optional(),
                  '@RoomTypeCode': ZCode.optional(),
                  GuestCounts: ZGuestCounts,
                }),
              )
              .min(1)
              .max(10)
              .refine((c) => new Set(c.map((x) => x['@RPH'])).size === c.length, 'RPH repetido'),
          }),
          HotelSearchCriteria: z.object({
            Criterion: z
              .array(z.object({ HotelRef: z.array(z.object({ '@HotelCode': ZHotelCode })).min(1) }))
              .min(1)
              .max(500),
          }),
        }),
      )
      .length(1),
  }),
});
export type TAvailRQ = z.infer<typeof ZAvailRQ>;

const ZUniqueIDs = z
  .array(
    z.object({
      '@Type': z.string().optional(),
      '@ID': z.string().min(1).max(80),
      '@ID_Context': z.string().optional(),
    }),
  )
  .min(1)
  .max(5);
type UniqueIDs = z.infer<typeof ZUniqueIDs>;
/** Our own reference among a message's UniqueIDs (ID_Context PORTAL). */
export const ourReference = (ids: UniqueIDs) => ids.find((u) => u['@ID_Context'] === OUR_ID_CONTEXT)?.['@ID'];

export const ZResRQ = ZHeader.extend({
  '@ResStatus': z.literal('Commit').optional(),
  HotelReservations: z.object({
    HotelReservation: z
      .array(
        z.object({
          UniqueID: ZUniqueIDs,
          RoomStays: z.object({
            RoomStay: z
              .array(
                z.object({
                  RoomTypes: z.object({
                    RoomType: z
                      .array(z.object({ '@RoomTypeCode': ZCode, '@NumberOfUnits': count(1, 10).optional() }))
                      .length(1),
                  }),
                  RatePlans: z.object({ RatePlan: z.array(z.object({ '@RatePlanCode': ZCode })).length(1) }),
                  GuestCounts: ZGuestCounts,
                  TimeSpan: ZStay,
                  BasicPropertyInfo: z.object({ '@HotelCode': ZHotelCode }),
                }),
              )
              .length(1),
          }),
        }),
      )
      .length(1),
  }),
});
export type TResRQ = z.infer<typeof ZResRQ>;

export const ZReadRQ = ZHeader.extend({ UniqueID: ZUniqueIDs });

export const ZCancelRQ = ZHeader.extend({
  '@CancelType': z.literal('Commit').optional(),
  UniqueID: ZUniqueIDs,
});
/** The supplier's own booking code among a cancel's UniqueIDs: the one that is not ours. */
export const supplierCodeOf = (ids: UniqueIDs) =>
  ids.find((u) => u['@ID_Context'] !== OUR_ID_CONTEXT)?.['@ID'];

const isCalendarDay = (day: string) => {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(day);
};
/** A stay of 1 to `maxNights` nights between real calendar days, or undefined. */
export const stayOf = (range: z.infer<typeof ZStay>, maxNights: number) => {
  const [checkin, checkout] = [range['@Start'], range['@End']];
  if (!isCalendarDay(checkin) || !isCalendarDay(checkout)) return undefined;
  const nights = (Date.parse(checkout) - Date.parse(checkin)) / 86_400_000;
  return nights >= 1 && nights <= maxNights ? { checkin, checkout } : undefined;
};
