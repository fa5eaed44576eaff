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
import { assistancePricer, markedQuote } from './assistance-prices';
import type { AssistanceDeps } from './deps';

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
export const planOffered = (
  p: Pick<AssistancePlanQuote, 'category' | 'maxTripDays'>,
  start: string,
  end: string,
) =>
  p.category === 'Por Días' ||
  (annualPlanCoversTrip(start, end) && assistanceTripDays(start, end) <= (p.maxTripDays ?? 30));

const fromTrip = (body: TAssistanceQuoteRequest) => ({
  destination: body.destino,
  startDate: body.fechaInicio,
});

/** Per-day plans first, then annual ones, each cheapest first. */
const byCategoryThenPrice = (a: TAssistanceQuote, b: TAssistanceQuote) =>
  (a.category === b.category ? 0 : a.category === 'Por Días' ? -1 : 1) || a.price - b.price;

/**
 * POST cotizador/cotizaciones (spec §7): the insurer prices every plan for the trip. Nothing is
 * written: each plan's id is signed for the agent (quote-ids.ts), and its record starts when
 * the agent chooses it (select-service.ts).
 */
export async function quoteAssistance(
  deps: AssistanceDeps,
  user: AuthUser,
  body: TAssistanceQuoteRequest,
  idEntidad: number | null = null,
): Promise<TAssistanceQuote[]> {
  if (body.fechaInicio < todayOf(deps)) throw badRequest(MESSAGES.assistanceStartInPast);
  const ages = assistanceAges(body) as number[];
  const trip = { destination: body.destino, startDate: body.fechaInicio, endDate: body.fechaFin, ages };
  const plans = await fromSupplier(deps.supplier.quote(trip), MESSAGES.assistanceQuoteError);
  const offered = plans.filter((p) => planOffered(p, body.fechaInicio, body.fechaFin));
  // the agency's sale prices for the entity the quote is for (D-25)
  const pricers = new Map(
    await Promise.all(
      [...new Set(offered.map((p) => p.currency))].map(
        async (currency) =>
          [currency, await assistancePricer(deps, { ...fromTrip(body), currency, idEntidad })] as const,
      ),
    ),
  );
  return offered
    .map((p) =>
      markedQuote(
        { ...quoteAnswer(p), id: deps.quoteIds.publicId(user.id, p.quoteId) },
        pricers.get(p.currency)!,
      ),
    )
    .sort(byCategoryThenPrice);
}
