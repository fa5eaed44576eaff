import { addDays, addYears, ageOn } from '@portal/domain';
import type { StoredQuote } from './quotes';
import { isMinor } from './tariff';

// What UAssistance checks before it issues a voucher on a quote, and the voucher it answers.

export type WireTraveller = {
  GivenName: string;
  Surname: string;
  DocumentNumber: string;
  DocumentType: string;
  BirthDate: string;
  Nationality: string;
  Email?: string;
};

export type VoucherRequest = {
  ClientReference: string;
  QuoteId: string;
  Travellers: WireTraveller[];
  LeadTravellerIndex: number;
  ValidFrom: string;
  ValidTo: string;
};

export type Refusal = { ErrorCode: string; ErrorMessage: string };
const refusal = (ErrorCode: string, ErrorMessage: string): Refusal => ({ ErrorCode, ErrorMessage });

/** A single trip is covered from departure to return; an annual plan a year from departure. */
export const coverageOf = (q: StoredQuote) => ({
  from: q.trip.departure,
  to: q.plan.line === 'ANNUAL_MULTI_TRIP' ? addYears(addDays(q.trip.departure, -1), 1) : q.trip.returnDate,
});

/** Why the voucher cannot be issued on the quote (a 409), or undefined when it can. */
export function voucherRefusal(q: StoredQuote, v: VoucherRequest, now: number): Refusal | undefined {
  if (q.acceptedAt === undefined) return refusal('QUOTE_NOT_ACCEPTED', 'The quote was not accepted');
  if (now > q.expiresAt) return refusal('QUOTE_EXPIRED', 'The accepted quote has expired');
  if (q.voucherReference !== undefined && q.voucherReference !== v.ClientReference)
    return refusal('QUOTE_ALREADY_ISSUED', 'A voucher was already issued on this quote');
  const ages = q.trip.ages;
  if (v.Travellers.length !== ages.length)
    return refusal(
      'TRAVELLERS_MISMATCH',
      `${ages.length} travellers were quoted, ${v.Travellers.length} given`,
    );
  const wrong = v.Travellers.findIndex((t, i) => ageOn(t.BirthDate, q.trip.departure) !== ages[i]);
  if (wrong >= 0)
    return refusal(
      'TRAVELLERS_MISMATCH',
      `Traveller ${wrong + 1} must be ${ages[wrong]} on ${q.trip.departure}, as quoted`,
    );
  const lead = ages[v.LeadTravellerIndex];
  if (lead === undefined || isMinor(lead))
    return refusal('LEAD_NOT_ADULT', 'The lead traveller must be 18 or older');
  const cover = coverageOf(q);
  if (v.ValidFrom !== cover.from || v.ValidTo !== cover.to)
    return refusal('VALIDITY_MISMATCH', `The plan covers ${cover.from} to ${cover.to}`);
  return undefined;
}

/** The voucher as the insurer answers it (and again for the same ClientReference). */
export const voucherAnswer = (code: string, q: StoredQuote, v: VoucherRequest) => ({
  VoucherCode: code,
  Status: 'ISSUED',
  ClientReference: v.ClientReference,
  QuoteId: q.id,
  PlanCode: q.plan.code,
  PlanName: q.plan.name,
  ValidFrom: v.ValidFrom,
  ValidTo: v.ValidTo,
  Travellers: v.Travellers.map((t, i) => ({
    GivenName: t.GivenName,
    Surname: t.Surname,
    DocumentNumber: t.DocumentNumber,
    Age: q.trip.ages[i],
    Premium: q.priced.shares[i]! / 100,
    Lead: i === v.LeadTravellerIndex,
  })),
  TotalPremium: q.priced.totalCents / 100,
  Currency: 'USD',
});
