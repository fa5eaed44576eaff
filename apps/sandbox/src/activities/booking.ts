import { z } from 'zod';
import { hash32 } from '../random';
import { activityOf } from './catalogue';
import { partyOf, type SlotBook } from './activity-offers';
import { paxOf, samePax, ZOccupation } from './pax';
import type { HeldToken, TokenLookup } from './tokens';

// What DESTSERVICES checks before it confirms a booking on an echoToken, and the booking it
// answers (again for the same clientReference). README "The destination-services provider".

export const ZBookingRequest = z.object({
  clientReference: z.string().min(1).max(80),
  echoToken: z.string().min(1).max(100),
  productBookingCode: z.string().min(1).max(100),
  conceptBookingCodes: z.array(z.string().min(1).max(100)).min(1).max(2),
  timeSlot: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .optional(),
  availRequestV2Occupation: ZOccupation,
  holders: z
    .array(
      z.object({
        name: z.string().min(1).max(100),
        surname: z.string().min(1).max(100),
        documentNumber: z.string().min(1).max(30),
        nationality: z.string().min(1).max(60),
        birthDate: z.string().max(10).optional(),
        email: z.string().max(200).optional(),
      }),
    )
    .min(1)
    .max(20),
});
export type BookingRequest = z.infer<typeof ZBookingRequest>;

export type Refusal = { status: 409 | 410 | 422; errorCode: string; errorMessage: string };
/** An activity's departure the booking takes places on, given back when it is cancelled. */
export type Seats = { productCode: string; date: string; time: string; places: number };
export type Accepted = {
  token: HeldToken;
  productName: string;
  productCode: string;
  totalCents: number;
  seats?: Seats;
};

const no = (status: Refusal['status'], errorCode: string, errorMessage: string): Refusal => ({
  status,
  errorCode,
  errorMessage,
});

/** Whether the booking can be made now, and on what; the caller takes the places. */
export function checkBooking(b: BookingRequest, lookup: TokenLookup, slots: SlotBook): Accepted | Refusal {
  if (lookup.found === 'unknown')
    return no(410, 'TOKEN_NOT_FOUND', 'No such echoToken: ask availability again');
  if (lookup.found === 'expired')
    return no(410, 'TOKEN_EXPIRED', 'The echoToken has expired: ask availability again');
  const { token } = lookup;
  const product = token.products.find((p) => p.productBookingCode === b.productBookingCode);
  if (!product)
    return no(422, 'PRODUCT_NOT_IN_TOKEN', 'The productBookingCode was not priced under this echoToken');
  const pax = paxOf(b.availRequestV2Occupation);
  if (!samePax(pax, token.pax))
    return no(422, 'PAX_MISMATCH', 'The party is not the one the echoToken priced');
  const concepts = b.conceptBookingCodes.map((c) => product.concepts.find((k) => k.conceptBookingCode === c));
  if (concepts.some((c) => !c) || new Set(b.conceptBookingCodes).size !== b.conceptBookingCodes.length)
    return no(422, 'CONCEPT_NOT_IN_PRODUCT', 'A conceptBookingCode is not one of the product');
  const totalCents = concepts.reduce((s, c) => s + c!.totalCents, 0);
  const { productName, productCode } = product;
  if (token.kind === 'TRANSFER') {
    if (concepts.length !== product.concepts.length)
      return no(422, 'LEGS_MISMATCH', 'A transfer is booked with the concept of every leg');
    return { token, productName, productCode, totalCents };
  }
  const [concept] = concepts;
  if (concepts.length !== 1) return no(422, 'ONE_CONCEPT', 'An activity is booked with one concept');
  if (!b.timeSlot || !concept!.slots?.includes(b.timeSlot))
    return no(422, 'INVALID_TIME_SLOT', `timeSlot must be one of ${concept!.slots?.join(', ')}`);
  const activity = activityOf(productCode)!;
  const places = partyOf(activity, pax).places;
  if (slots.left(activity, concept!.date, b.timeSlot) < places)
    return no(409, 'SLOT_FULL', `The ${b.timeSlot} departure has no room for ${places} now`);
  const seats = { productCode, date: concept!.date, time: b.timeSlot, places };
  return { token, productName, productCode, totalCents, seats };
}

export const bookingCodeOf = (reference: string) =>
  `DS${hash32(`destservices:${reference}`).toString(36).toUpperCase().padStart(7, '0')}`;

/** The booking as the provider answers it (and again for the same clientReference). */
export const bookingAnswer = (code: string, b: BookingRequest, a: Accepted) => ({
  bookingCode: code,
  status: 'CONFIRMED',
  clientReference: b.clientReference,
  serviceType: a.token.kind,
  productCode: a.productCode,
  productName: a.productName,
  conceptBookingCodes: b.conceptBookingCodes,
  ...(a.seats ? { serviceDate: a.seats.date, timeSlot: a.seats.time } : {}),
  availRequestV2Occupation: b.availRequestV2Occupation,
  holder: b.holders[0],
  totalAmount: a.totalCents / 100,
  currencyCode: 'USD',
});
