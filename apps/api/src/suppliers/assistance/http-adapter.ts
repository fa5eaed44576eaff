import { z } from 'zod';
import type { HeldBooking } from '@portal/domain/supplier-wire/bookings';
import { bookingStateOf, cancelByCode } from '../booking-calls';
import { SupplierError } from '../core';
import type { SupplierAnswer, SupplierHttp } from '../http';
import type {
  AssistanceAcceptance,
  AssistanceBookingState,
  AssistancePlanQuote,
  AssistanceSupplier,
  AssistanceVoucher,
} from './types';

// ---- the insurer's own spelling (English PascalCase), read here and nowhere else
const NAME = 'UASSISTANCE';
const ZAmount = z.number().finite().nonnegative();
const ZWireQuote = z.object({
  QuoteId: z.string().min(1),
  PlanCode: z.string().min(1),
  PlanName: z.string().min(1),
  ProductLine: z.enum(['SINGLE_TRIP', 'ANNUAL_MULTI_TRIP']),
  MaxTripDays: z.number().int().positive().optional(),
  Covers: z.array(
    z.object({ Code: z.string(), Description: z.string(), Currency: z.literal('USD'), Amount: ZAmount }),
  ),
  Travellers: z.array(z.object({ Age: z.number(), Premium: ZAmount })),
  TotalPremium: ZAmount,
  Currency: z.literal('USD'),
  ExpiresAt: z.iso.datetime(),
});
const ZWireQuotes = z.object({ Quotes: z.array(ZWireQuote) });
const ZWireIssuedQuote = ZWireQuote.extend({
  Destination: z.string().min(1),
  DepartureDate: z.iso.date(),
  ReturnDate: z.iso.date(),
});
const ZWireAcceptance = z.object({
  QuoteId: z.string(),
  TotalPremium: ZAmount,
  Currency: z.literal('USD'),
  ExpiresAt: z.iso.datetime(),
});
const ZWirePriceChanged = z.object({
  ErrorCode: z.literal('PRICE_CHANGED'),
  TotalPremium: ZAmount.optional(),
});
const ZWireVoucher = z.object({
  VoucherCode: z.string().min(1),
  TotalPremium: ZAmount,
  Currency: z.literal('USD'),
});
type WireError = { ErrorCode?: string; ErrorMessage?: string; message?: string } | undefined;

/** The insurer's answer in its shape, or a SupplierError: a malformed answer is a fault, not a crash. */
const read = <S extends z.ZodType>(schema: S, body: unknown, what: string): z.infer<S> => {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new SupplierError(NAME, 'unavailable', `malformed ${what} answer`);
  return parsed.data;
};
/** A refusal (4xx): the insurer's reason, or the simulator's own `{ error, message }`. */
const refused = ({ status, body }: SupplierAnswer<unknown>) => {
  const why = (body as WireError)?.ErrorMessage ?? (body as WireError)?.message;
  return new SupplierError(NAME, 'rejected', why ?? `HTTP ${status}`);
};

const planQuoteOf = (q: z.infer<typeof ZWireQuote>): AssistancePlanQuote => ({
  quoteId: q.QuoteId,
  planCode: q.PlanCode,
  name: q.PlanName,
  category: q.ProductLine === 'ANNUAL_MULTI_TRIP' ? 'Anuales' : 'Por Días',
  ...(q.ProductLine === 'ANNUAL_MULTI_TRIP' && q.MaxTripDays ? { maxTripDays: q.MaxTripDays } : {}),
  currency: q.Currency,
  price: q.TotalPremium,
  pricePerPassenger: q.Travellers.map((t) => t.Premium),
  includes: q.Covers.map((c) => ({
    name: c.Code,
    nameToShow: c.Description,
    currency: c.Currency,
    price: c.Amount,
  })),
  expiresAt: q.ExpiresAt,
});

const voucherOf = (v: z.infer<typeof ZWireVoucher>): AssistanceVoucher => ({
  voucherCode: v.VoucherCode,
  total: v.TotalPremium,
  currency: v.Currency,
});

/** UAssistance over HTTP (the simulator's /uassistance, or the real one by SUPPLIER_UASSISTANCE_URL). */
export function createHttpAssistanceSupplier(http: SupplierHttp): AssistanceSupplier {
  // quotes only price, an acceptance answers again, a voucher is keyed by our reference: all may be resent
  const post = <T>(path: string, body?: unknown) =>
    http.call<T>(NAME, { method: 'POST', path, body, idempotent: true });
  return {
    quote: async (trip) => {
      const res = await post<unknown>('/quotes', {
        Destination: trip.destination,
        DepartureDate: trip.startDate,
        ReturnDate: trip.endDate,
        TravellerAges: trip.ages,
      });
      if (res.status !== 200) throw refused(res);
      const quotes = read(ZWireQuotes, res.body, 'quote').Quotes;
      // each traveller's share, in the order of the ages: a plan priced for another party is no answer
      if (quotes.some((q) => q.Travellers.length !== trip.ages.length))
        throw new SupplierError(NAME, 'unavailable', 'quote for another number of travellers');
      return quotes.map(planQuoteOf);
    },
    quoteById: async (quoteId) => {
      const res = await http.call<unknown>(NAME, {
        method: 'GET',
        path: `/quotes/${encodeURIComponent(quoteId)}`,
      });
      if (res.status === 404) return undefined;
      if (res.status !== 200) throw refused(res);
      const q = read(ZWireIssuedQuote, res.body, 'quote');
      const ages = q.Travellers.map((t) => t.Age);
      const trip = { destination: q.Destination, startDate: q.DepartureDate, endDate: q.ReturnDate, ages };
      return { ...planQuoteOf(q), trip };
    },
    accept: async (quoteId): Promise<AssistanceAcceptance> => {
      const res = await post<unknown>(`/quotes/${encodeURIComponent(quoteId)}/accept`);
      if (res.status === 404) return { accepted: false, reason: 'not_found' };
      if (res.status === 410) return { accepted: false, reason: 'expired' };
      const changed = res.status === 409 && ZWirePriceChanged.safeParse(res.body);
      if (changed && changed.success)
        return { accepted: false, reason: 'price_changed', price: changed.data.TotalPremium };
      if (res.status !== 200) throw refused(res);
      const a = read(ZWireAcceptance, res.body, 'acceptance');
      return {
        accepted: true,
        quoteId: a.QuoteId,
        price: a.TotalPremium,
        currency: a.Currency,
        expiresAt: a.ExpiresAt,
      };
    },
    issue: async (req) => {
      const res = await post<unknown>('/vouchers', {
        ClientReference: req.reference,
        QuoteId: req.quoteId,
        Travellers: req.travellers.map((t) => ({
          GivenName: t.givenName,
          Surname: t.surname,
          DocumentNumber: t.document,
          DocumentType: t.documentType,
          BirthDate: t.birthDate,
          Nationality: t.nationality,
          ...(t.email ? { Email: t.email } : {}),
        })),
        LeadTravellerIndex: req.leadIndex,
        ValidFrom: req.validFrom,
        ValidTo: req.validTo,
      });
      if (res.status !== 200) throw refused(res);
      return voucherOf(read(ZWireVoucher, res.body, 'voucher'));
    },
    bookingState: async (reference): Promise<AssistanceBookingState> => {
      const s = await bookingStateOf<HeldBooking>(http, NAME, reference);
      if (s.state === 'none') return s;
      return {
        state: s.state,
        code: s.code,
        booking: voucherOf(read(ZWireVoucher, s.booking, 'voucher state')),
      };
    },
    cancel: (voucherCode) => cancelByCode(http, NAME, NAME, voucherCode),
  };
}
