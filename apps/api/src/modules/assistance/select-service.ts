import { MESSAGES, toCents, type TSelectedQuoteResponse } from '@portal/domain';
import { AppError, badRequest, fromSupplier, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { AssistanceDeps } from './deps';
import { expireQuote, quoteInUse, quoteOf, recordAcceptance } from './repo';

const accepted = (id: string, price: number, currency: string, expiresAt: Date): TSelectedQuoteResponse => ({
  accepted: true,
  quoteId: id,
  price,
  currency: currency as TSelectedQuoteResponse['currency'],
  expiresAt: expiresAt.toISOString(),
});

/**
 * POST cotizador/cotizacion-seleccionada/{quoteId} (spec §4, §7): the agent's plan is sent to
 * the insurer, which accepts it at the quoted price or refuses it (expired, price changed).
 * Only the agent who quoted it may; an accepted quote still valid answers again without asking.
 */
export async function selectQuote(
  deps: AssistanceDeps,
  user: AuthUser,
  quoteId: string,
): Promise<TSelectedQuoteResponse> {
  const quote = await quoteOf(deps.db, quoteId, user.id);
  if (!quote) throw notFound(MESSAGES.assistanceQuoteNotFound);
  if (await quoteInUse(deps.db, quote)) throw badRequest(MESSAGES.assistanceQuoteUsed);
  const now = deps.now();
  if (quote.expiresAt <= now) throw badRequest(MESSAGES.assistanceQuoteExpired);
  if (quote.acceptedAt && quote.acceptedPrice !== null)
    return accepted(quote.id, Number(quote.acceptedPrice), quote.currency, quote.expiresAt);
  const answer = await fromSupplier(deps.supplier.accept(quoteId), MESSAGES.assistanceSelectError);
  if (!answer.accepted) {
    await expireQuote(deps.db, quoteId, now);
    if (answer.reason === 'price_changed') throw new AppError(409, MESSAGES.assistanceQuotePriceChanged);
    throw badRequest(
      answer.reason === 'expired' ? MESSAGES.assistanceQuoteExpired : MESSAGES.assistanceQuoteRefused,
    );
  }
  // the insurer's acceptance at another price than it quoted is a changed price all the same
  if (toCents(answer.price) !== toCents(Number(quote.price))) {
    await expireQuote(deps.db, quoteId, now);
    throw new AppError(409, MESSAGES.assistanceQuotePriceChanged);
  }
  const expiresAt = new Date(answer.expiresAt);
  await recordAcceptance(deps.db, quoteId, { price: answer.price, expiresAt, at: now });
  return accepted(quote.id, answer.price, answer.currency, expiresAt);
}
