import {
  annualPlanCoversTrip,
  assistanceAges,
  assistanceTripDays,
  MESSAGES,
  type TAssistanceQuote,
  type TAssistanceQuoteRequest,
} from '@portal/domain';
import { badRequest, fromSupplier } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { AssistancePlanQuote } from '../../suppliers/assistance';
import { todayOf } from '../module-deps';
import type { AssistanceDeps } from './deps';
import { insertQuotes, pruneQuotes, type NewQuoteRow } from './repo';

/** spec §3 Assistance quote, from the insurer's plan; its price object as the spec's others (VENTA, IVA, TOTAL). */
export const quoteAnswer = (p: AssistancePlanQuote): TAssistanceQuote => ({
  category: p.category,
  currency: p.currency,
  id: p.quoteId,
  includes: p.includes,
  name: p.name,
  price: p.price,
  tarifa: { VENTA: p.price, IVA: 0, TOTAL: p.price, moneda: p.currency },
  planCode: p.planCode,
  ...(p.maxTripDays === undefined ? {} : { maxTripDays: p.maxTripDays }),
  expiresAt: p.expiresAt,
  pricePerPassenger: p.pricePerPassenger,
});

/** Annual plans only for a trip of up to 30 days (spec §9) that the plan's own limit also covers. */
const offered = (p: AssistancePlanQuote, start: string, end: string) =>
  p.category === 'Por Días' ||
  (annualPlanCoversTrip(start, end) && assistanceTripDays(start, end) <= (p.maxTripDays ?? 30));

/** Per-day plans first, then annual ones, each cheapest first. */
const byCategoryThenPrice = (a: TAssistanceQuote, b: TAssistanceQuote) =>
  (a.category === b.category ? 0 : a.category === 'Por Días' ? -1 : 1) || a.price - b.price;

const PRUNE_EVERY_MS = 10 * 60_000;
let lastPrune = 0;

/**
 * POST cotizador/cotizaciones (spec §7): the insurer prices every plan for the trip; each plan
 * offered is kept as the agent's quote, so only they can accept it and its price is ours to check.
 */
export async function quoteAssistance(
  deps: AssistanceDeps,
  user: AuthUser,
  body: TAssistanceQuoteRequest,
): Promise<TAssistanceQuote[]> {
  if (body.fechaInicio < todayOf(deps)) throw badRequest(MESSAGES.assistanceStartInPast);
  const ages = assistanceAges(body) as number[];
  const trip = { destination: body.destino, startDate: body.fechaInicio, endDate: body.fechaFin, ages };
  const plans = await fromSupplier(deps.supplier.quote(trip), MESSAGES.assistanceQuoteError);
  const kept = plans.filter((p) => offered(p, body.fechaInicio, body.fechaFin));
  const rows: NewQuoteRow[] = kept.map((p) => ({
    id: p.quoteId,
    userId: user.id,
    destination: body.destino,
    startDate: body.fechaInicio,
    endDate: body.fechaFin,
    ages,
    planCode: p.planCode,
    name: p.name.slice(0, 120),
    category: p.category,
    currency: p.currency,
    price: p.price.toFixed(2),
    quote: quoteAnswer(p),
    expiresAt: new Date(p.expiresAt),
  }));
  await insertQuotes(deps.db, rows);
  const now = deps.now();
  if (now.getTime() - lastPrune > PRUNE_EVERY_MS) {
    lastPrune = now.getTime();
    await pruneQuotes(deps.db, now);
  }
  return rows.map((r) => r.quote as TAssistanceQuote).sort(byCategoryThenPrice);
}
