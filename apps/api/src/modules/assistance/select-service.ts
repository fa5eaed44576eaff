import {
  fromCents,
  MESSAGES,
  toCents,
  type Currency,
  type TAssistanceQuote,
  type TSelectedQuoteResponse,
} from '@portal/domain';
import { AppError, badRequest, fromSupplier, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { AssistanceIssuedQuote } from '../../suppliers/assistance';
import { assistancePricer, planPrice } from './assistance-prices';
import type { AssistanceDeps } from './deps';
import { planOffered, quoteAnswer } from './quote-service';
import { insertQuote, quoteInUse, quoteOf } from './repo';

const accepted = (id: string, price: number, currency: string, expiresAt: Date): TSelectedQuoteResponse => ({
  accepted: true,
  quoteId: id,
  price,
  currency: currency as TSelectedQuoteResponse['currency'],
  expiresAt: expiresAt.toISOString(),
});

/** The insurer's quote, still valid and one the portal offers (annual plans for trips of up to 30 days). */
async function issuedQuote(deps: AssistanceDeps, insurerId: string): Promise<AssistanceIssuedQuote> {
  const issued = await fromSupplier(deps.supplier.quoteById(insurerId), MESSAGES.assistanceSelectError);
  if (!issued) throw notFound(MESSAGES.assistanceQuoteNotFound);
  if (new Date(issued.expiresAt) <= deps.now()) throw badRequest(MESSAGES.assistanceQuoteExpired);
  if (!planOffered(issued, issued.trip.startDate, issued.trip.endDate))
    throw badRequest(MESSAGES.annualTripTooLong);
  return issued;
}

/** The accepted price as the agent sees it: the sale for the entity of the quote (D-25). */
async function salePrice(
  deps: AssistanceDeps,
  idEntidad: number | null,
  q: { destination: string; startDate: string; currency: string; price: number; perPassenger?: number[] },
) {
  const currency = q.currency as Currency;
  const pricer = await assistancePricer(deps, { ...q, currency, idEntidad });
  return fromCents(planPrice(pricer, q.price, q.perPassenger).saleCents);
}

/** The insurer's refusal of an acceptance, in the agent's words. */
const refusal = (reason: 'expired' | 'price_changed' | 'not_found') => {
  if (reason === 'price_changed') return new AppError(409, MESSAGES.assistanceQuotePriceChanged);
  return badRequest(reason === 'expired' ? MESSAGES.assistanceQuoteExpired : MESSAGES.assistanceQuoteRefused);
};

/**
 * POST cotizador/cotizacion-seleccionada/{quoteId} (spec §4, §7): only the agent the quote was
 * signed for may choose it. The insurer's quote is read again, then accepted at the quoted
 * price or refused (expired, price changed); an accepted quote is recorded as the agent's, and
 * choosing it again answers the record without asking.
 */
export async function selectQuote(
  deps: AssistanceDeps,
  user: AuthUser,
  quoteId: string,
  idEntidad: number | null = null,
): Promise<TSelectedQuoteResponse> {
  const insurerId = deps.quoteIds.insurerIdOf(quoteId, user.id);
  if (!insurerId) throw notFound(MESSAGES.assistanceQuoteNotFound);
  const now = deps.now();
  const stored = await quoteOf(deps.db, quoteId, user.id);
  if (stored) {
    if (await quoteInUse(deps.db, stored)) throw badRequest(MESSAGES.assistanceQuoteUsed);
    if (stored.expiresAt <= now) throw badRequest(MESSAGES.assistanceQuoteExpired);
    const sale = await salePrice(deps, idEntidad, {
      destination: stored.destination,
      startDate: stored.startDate,
      currency: stored.currency,
      price: Number(stored.acceptedPrice),
      perPassenger: (stored.quote as TAssistanceQuote).pricePerPassenger,
    });
    return accepted(stored.id, sale, stored.currency, stored.expiresAt);
  }
  const issued = await issuedQuote(deps, insurerId);
  const answer = await fromSupplier(deps.supplier.accept(insurerId), MESSAGES.assistanceSelectError);
  if (!answer.accepted) throw refusal(answer.reason);
  // the insurer's acceptance at another price than it quoted is a changed price all the same
  if (toCents(answer.price) !== toCents(issued.price)) throw refusal('price_changed');
  const expiresAt = new Date(answer.expiresAt);
  const { trip } = issued;
  await insertQuote(deps.db, {
    id: quoteId,
    userId: user.id,
    destination: trip.destination,
    startDate: trip.startDate,
    endDate: trip.endDate,
    ages: trip.ages,
    planCode: issued.planCode,
    name: issued.name.slice(0, 120),
    category: issued.category,
    currency: issued.currency,
    price: issued.price.toFixed(2),
    quote: { ...quoteAnswer(issued), id: quoteId },
    expiresAt,
    acceptedAt: now,
    acceptedPrice: answer.price.toFixed(2),
  });
  const sale = await salePrice(deps, idEntidad, {
    destination: trip.destination,
    startDate: trip.startDate,
    currency: answer.currency,
    price: answer.price,
    perPassenger: issued.pricePerPassenger,
  });
  return accepted(quoteId, sale, answer.currency, expiresAt);
}
