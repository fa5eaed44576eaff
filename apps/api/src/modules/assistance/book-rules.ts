import {
  assistanceOrderBreakdown,
  assistanceValidity,
  checkAssistanceTravellers,
  given,
  MESSAGES,
  toCents,
  type BreakdownCents,
  type Currency,
  type TAssistanceQuote,
  type TAssistanceCategory,
  type TVoucherRequest,
} from '@portal/domain';
import type { TMarkedPrice } from '@portal/domain/commerce/markups';
import type { AssistanceQuoteRow } from '../../db/schema-assistance';
import { badRequest, must, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import { bookingEntityOf } from '../main/entities/booking-entity';
import { todayOf } from '../module-deps';
import { assistancePricer, planPrice } from './assistance-prices';
import type { AssistanceDeps } from './deps';
import { quoteInUse, quoteOf } from './repo';

export type PreparedVoucher = {
  quote: AssistanceQuoteRow;
  validity: { desde: string; hasta: string };
  breakdown: BreakdownCents;
  idEntidad: number | null;
  /** the plan's net, markup and sale before the fees (D-25) */
  price: TMarkedPrice;
};

/** The quote the pre-booking names: the agent's, accepted, still valid and not pre-booked already. */
async function usableQuote(deps: AssistanceDeps, user: AuthUser, quoteId: string) {
  if (!deps.quoteIds.insurerIdOf(quoteId, user.id)) throw notFound(MESSAGES.assistanceQuoteNotFound);
  // a quote is recorded when the insurer accepts it: one signed for the agent but not recorded was never chosen
  const quote = await quoteOf(deps.db, quoteId, user.id);
  if (!quote || !quote.acceptedAt || quote.acceptedPrice === null)
    throw badRequest(MESSAGES.assistanceQuoteNotAccepted);
  if (quote.expiresAt <= deps.now()) throw badRequest(MESSAGES.assistanceQuoteExpired);
  if (await quoteInUse(deps.db, quote)) throw badRequest(MESSAGES.assistanceQuoteUsed);
  return quote;
}

/**
 * Every rule of POST voucher/pre-reserva (spec §3, §5, §6, §9) against the accepted quote, not
 * the client: the plan's trip type and validity, the travellers of the quoted ages (lead 18+,
 * document masks), the client entity, and the price the insurer accepted + 35 + 35.
 */
export async function prepareVoucher(
  deps: AssistanceDeps,
  user: AuthUser,
  body: TVoucherRequest,
  quoteId: string,
): Promise<PreparedVoucher> {
  const quote = await usableQuote(deps, user, quoteId);
  const { datosVoucher: v } = body;
  const category = quote.category as TAssistanceCategory;
  if (v.tipoViaje !== category) throw badRequest(MESSAGES.assistanceTripType);
  const validity = assistanceValidity(category, quote.startDate, quote.endDate);
  if (v.fechaVigencia.desde !== validity.desde || v.fechaVigencia.hasta !== validity.hasta)
    throw badRequest(MESSAGES.assistanceValidityMismatch);
  must(checkAssistanceTravellers(v.paxs, v.leadId, quote.ages, quote.startDate, todayOf(deps)), {
    path: 'datosVoucher',
  });
  const idEntidad = await bookingEntityOf(deps.db, user, body.idEntidad);
  const pricer = await assistancePricer(deps, {
    destination: quote.destination,
    startDate: quote.startDate,
    currency: quote.currency as Currency,
    idEntidad,
  });
  const perPassenger = (quote.quote as TAssistanceQuote).pricePerPassenger;
  const price = planPrice(pricer, Number(quote.acceptedPrice), perPassenger);
  // spec §9: the fees on the sale; a total shown for another client entity is not this one's
  const breakdown = assistanceOrderBreakdown(price.saleCents);
  const monto = given(body.monto);
  if (monto !== undefined && toCents(monto) !== breakdown.total)
    throw badRequest(MESSAGES.assistanceTotalMismatch);
  return { quote, validity, breakdown, idEntidad, price };
}
