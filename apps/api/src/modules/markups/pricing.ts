import {
  markedPrice,
  markupCents,
  pickMarkup,
  type TMarkedPrice,
  type TMarkupContext,
  type TMarkupRuleData,
} from '@portal/domain/commerce/markups';
import { fromCents, toCents, type Cents, type Currency } from '@portal/domain/money';
import type { ModuleDeps } from '../module-deps';
import { markupRulesOf } from './rules-cache';

// The one way the API prices what it quotes (issue 32 item 1, docs/decisions.md D-25): the
// supplier's net plus the agency's markup for the price's context; the spec's fees and taxes
// (spec §9) are added afterwards on that sale price, by each line as before.

export type PricingDeps = Pick<ModuleDeps, 'db'>;

/** Prices of one booking's context (one line, supplier, entity, destination, check-in, currency). */
export type Pricer = {
  /** the rule that applies, if any */
  rule: TMarkupRuleData | undefined;
  /** the booking's base price (the item the agent buys): the percentage, or the per-booking amount once */
  base: (netCents: Cents) => TMarkedPrice;
  /** any other price of the same booking (an extra, a unit, a night): the percentage only */
  part: (netCents: Cents) => TMarkedPrice;
  /**
   * A total made of lines (per passenger, per leg): each line gets the percentage, so the
   * marked lines still add up to the marked total, and the per-booking amount is added once
   * (`once: false` for a total that is itself a part). No lines: the total is one line.
   */
  lines: (netTotal: Cents, netLines: readonly Cents[], once?: boolean) => TMarkedPrice;
  /** the per-booking amount of a 'monto' rule, or 0 */
  perBookingCents: Cents;
  /** a supplier's decimal amount to its sale amount (base by default) */
  sale: (amount: number, as?: 'base' | 'part') => number;
};

export const pricerOf = (rule: TMarkupRuleData | undefined): Pricer => {
  const ruleId = rule?.id ?? null;
  const percent = rule?.tipo === 'porcentaje' ? rule : undefined;
  const perBookingCents = rule?.tipo === 'monto' ? markupCents(rule, 0) : 0;
  const part = (net: Cents) => ({ ...markedPrice(percent, net), ruleId });
  const base = (net: Cents) => markedPrice(rule, net);
  const lines = (net: Cents, netLines: readonly Cents[], once = true) => {
    const each = (netLines.length > 0 ? netLines : [net]).map((l) => part(l).markupCents);
    const markup = each.reduce((s, m) => s + m, 0) + (once ? perBookingCents : 0);
    return { netCents: net, markupCents: markup, saleCents: net + markup, ruleId };
  };
  return {
    rule,
    base,
    part,
    lines,
    perBookingCents,
    sale: (amount, as = 'base') => fromCents((as === 'base' ? base : part)(toCents(amount)).saleCents),
  };
};

/** What names a pricer where an answer is cached by what it is made of: the rule and its amounts. */
export const pricerStamp = (p: Pricer) =>
  p.rule ? [p.rule.id, p.rule.tipo, p.rule.valor, p.rule.moneda] : null;

/** The rules read once: a pricer for any context (one answer may price many). */
export async function pricingSource(deps: PricingDeps): Promise<(ctx: TMarkupContext) => Pricer> {
  const rules = await markupRulesOf(deps.db);
  return (ctx) => pricerOf(pickMarkup(rules, ctx));
}

/** The pricer of a context, from the cached active rules. */
export async function pricerFor(deps: PricingDeps, ctx: TMarkupContext): Promise<Pricer> {
  return (await pricingSource(deps))(ctx);
}

/** The pricers of a context in each currency: an answer may mix them (a rate in USD, an extra in ARS). */
export async function pricersFor(
  deps: PricingDeps,
  ctx: Omit<TMarkupContext, 'moneda'>,
): Promise<(moneda: Currency) => Pricer> {
  const source = await pricingSource(deps);
  const byCurrency = new Map<Currency, Pricer>();
  return (moneda) => {
    let p = byCurrency.get(moneda);
    if (!p) byCurrency.set(moneda, (p = source({ ...ctx, moneda })));
    return p;
  };
}

/** One price: the supplier's net and what the agency sells it for in that context. */
export async function priceFor(
  deps: PricingDeps,
  ctx: TMarkupContext,
  netCents: Cents,
): Promise<TMarkedPrice> {
  return (await pricerFor(deps, ctx)).base(netCents);
}

/** A booking made of several marked prices (base and parts): their sums, under the one rule. */
export const sumMarked = (prices: readonly TMarkedPrice[]): TMarkedPrice => ({
  netCents: prices.reduce((s, p) => s + p.netCents, 0),
  markupCents: prices.reduce((s, p) => s + p.markupCents, 0),
  saleCents: prices.reduce((s, p) => s + p.saleCents, 0),
  ruleId: prices.find((p) => p.ruleId !== null)?.ruleId ?? null,
});

/**
 * The row fields a booking stores (reservations: total = net_total + markup_total): the
 * markup as numeric text and the rule that gave it. `insertPendingReservations` derives the net.
 */
export const markupRowFields = (p: Pick<TMarkedPrice, 'markupCents' | 'ruleId'>) => ({
  markupTotal: fromCents(p.markupCents).toFixed(2),
  markupRuleId: p.ruleId,
});
