import { agencyToday, diffDays, isValidIsoDate } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bookingStateRoutes, createBookingStore, REFERENCE_CONFLICT } from '../bookings';
import { hash32 } from '../random';
import { createQuoteBook, type QuoteBookOptions, type StoredQuote } from './quotes';
import { REGIONS } from './tariff';
import { voucherAnswer, voucherRefusal } from './vouchers';

const ZDate = z.string().refine(isValidIsoDate, 'a date YYYY-MM-DD');
const ZQuoteRequest = z
  .object({
    Destination: z.enum(REGIONS),
    DepartureDate: ZDate,
    ReturnDate: ZDate,
    TravellerAges: z.array(z.number().int().min(0).max(99)).min(1).max(10),
  })
  .refine((q) => q.ReturnDate >= q.DepartureDate, 'ReturnDate before DepartureDate')
  .refine((q) => diffDays(q.ReturnDate, q.DepartureDate) < 365, 'a trip of at most 365 days');
const ZVoucherRequest = z.object({
  ClientReference: z.string().min(1).max(80),
  QuoteId: z.string().min(1).max(80),
  Travellers: z
    .array(
      z.object({
        GivenName: z.string().min(1).max(100),
        Surname: z.string().min(1).max(100),
        DocumentNumber: z.string().min(1).max(30),
        DocumentType: z.string().min(1).max(20),
        BirthDate: ZDate,
        Nationality: z.string().min(1).max(60),
        Email: z.string().max(200).optional(),
      }),
    )
    .min(1)
    .max(10),
  LeadTravellerIndex: z.number().int().min(0),
  ValidFrom: ZDate,
  ValidTo: ZDate,
});
const ZTariffRevision = z.object({ revisionPercent: z.number().min(-50).max(100) });

const error = (ErrorCode: string, ErrorMessage: string) => ({ ErrorCode, ErrorMessage });
const iso = (ms: number) => new Date(ms).toISOString();

const wireQuote = (q: StoredQuote) => ({
  QuoteId: q.id,
  PlanCode: q.plan.code,
  PlanName: q.plan.name,
  ProductLine: q.plan.line,
  ...(q.plan.line === 'SINGLE_TRIP'
    ? { ModuleDays: q.priced.moduleDays, ExtraDays: q.priced.extraDays }
    : { MaxTripDays: q.plan.maxTripDays }),
  MaxAge: q.plan.maxAge,
  Discount: q.priced.discount ? { Type: q.priced.discount.kind, Percent: q.priced.discount.percent } : null,
  Covers: q.plan.covers,
  Travellers: q.trip.ages.map((Age, i) => ({ Age, Premium: q.priced.shares[i]! / 100 })),
  TotalPremium: q.priced.totalCents / 100,
  Currency: 'USD',
  TariffVersion: q.tariffVersion,
  ExpiresAt: iso(q.expiresAt),
});

/**
 * UAssistance, an Argentine travel-assistance insurer, in its own English spelling: every plan
 * priced for a trip as a quote of its own, acceptance of a quote at its price, vouchers by the
 * caller's reference, tariff revisions (apps/sandbox/README.md).
 */
export const assistanceRoutes =
  (options: QuoteBookOptions = {}) =>
  async (app: FastifyInstance) => {
    const book = createQuoteBook(options);
    const vouchers = createBookingStore<ReturnType<typeof voucherAnswer>>();

    app.post('/quotes', async (request, reply) => {
      const q = ZQuoteRequest.safeParse(request.body);
      if (!q.success) return reply.code(400).send(error('INVALID_REQUEST', q.error.message));
      const { Destination, DepartureDate, ReturnDate, TravellerAges } = q.data;
      if (DepartureDate < agencyToday(new Date(book.now())))
        return reply.code(400).send(error('DEPARTURE_IN_THE_PAST', 'DepartureDate is in the past'));
      const days = diffDays(ReturnDate, DepartureDate) + 1;
      const trip = { region: Destination, departure: DepartureDate, returnDate: ReturnDate, days };
      const quotes = book.quote({ ...trip, ages: TravellerAges });
      return { Currency: 'USD', TripDays: days, Quotes: quotes.map(wireQuote) };
    });

    // a quote as issued, with its trip: what a caller asks before accepting it
    app.get<{ Params: { id: string } }>('/quotes/:id', async (request, reply) => {
      const q = book.get(request.params.id);
      if (!q) return reply.code(404).send(error('QUOTE_NOT_FOUND', 'No such quote'));
      const { region, departure, returnDate } = q.trip;
      return { ...wireQuote(q), Destination: region, DepartureDate: departure, ReturnDate: returnDate };
    });

    app.post<{ Params: { id: string } }>('/quotes/:id/accept', async (request, reply) => {
      const a = book.accept(request.params.id);
      if (a.ok) {
        const { id, priced, expiresAt } = a.quote;
        const answer = { QuoteId: id, Status: 'ACCEPTED', TotalPremium: priced.totalCents / 100 };
        return { ...answer, Currency: 'USD', ExpiresAt: iso(expiresAt) };
      }
      if (a.code === 'PRICE_CHANGED')
        return reply.code(409).send({
          ...error(a.code, 'The tariff changed since the quote: quote again'),
          TotalPremium: a.newTotalCents / 100,
          Currency: 'USD',
        });
      if (a.code === 'QUOTE_EXPIRED') return reply.code(410).send(error(a.code, 'The quote has expired'));
      return reply.code(404).send(error(a.code, 'No such quote'));
    });

    app.post('/vouchers', async (request, reply) => {
      const body = ZVoucherRequest.safeParse(request.body);
      if (!body.success) return reply.code(400).send(error('INVALID_REQUEST', body.error.message));
      const v = body.data;
      const fingerprint = JSON.stringify([v.QuoteId, v.Travellers.map((t) => t.DocumentNumber)]);
      const seen = vouchers.get(v.ClientReference);
      if (seen)
        return seen.fingerprint === fingerprint ? seen.answer : reply.code(409).send(REFERENCE_CONFLICT);
      const quote = book.get(v.QuoteId);
      if (!quote) return reply.code(404).send(error('QUOTE_NOT_FOUND', 'No such quote'));
      const refused = voucherRefusal(quote, v, book.now());
      if (refused) return reply.code(409).send(refused);
      quote.voucherReference = v.ClientReference;
      const code = `UA-${hash32(`uassistance:${v.ClientReference}`).toString(36).toUpperCase().padStart(8, '0')}`;
      const reference = v.ClientReference;
      return vouchers.book({ reference, fingerprint, code, state: 'confirmed' }, () =>
        voucherAnswer(code, quote, v),
      ).answer;
    });

    app.post('/admin/tariff', async (request, reply) => {
      const body = ZTariffRevision.safeParse(request.body);
      if (!body.success) return reply.code(400).send(error('INVALID_REQUEST', body.error.message));
      const t = book.revise(body.data.revisionPercent);
      return { TariffVersion: t.version, RevisionPercent: body.data.revisionPercent, Factor: t.factor };
    });

    bookingStateRoutes(app, vouchers);
  };
