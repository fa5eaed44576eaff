import type { IsoDate } from '../dates';
import { percentOf, toCents, type Cents, type Currency } from '../money';
import type { TReservationModule } from '../reservations/reservation';

// The agency's markups (issue 32, item 1): what it adds to a supplier's price, before the
// spec's fees and taxes (spec §9), which keep their rules. One rule applies to a price: the
// most specific of those that match, by the table below.

export const MARKUP_KINDS = ['porcentaje', 'monto'] as const;
export type TMarkupKind = (typeof MARKUP_KINDS)[number];

/** A rule as the server keeps it; a criterion left null matches everything. */
export type TMarkupRuleData = {
  id: number;
  linea: TReservationModule | null;
  proveedor: string | null;
  idEntidad: number | null;
  /** a destination as the line names it, compared without case */
  destino: string | null;
  /** travel dates (the check-in) the rule covers, both inclusive */
  desde: IsoDate | null;
  hasta: IsoDate | null;
  tipo: TMarkupKind;
  /** a percentage (10 = 10 %) or an amount per booking in `moneda` */
  valor: number;
  moneda: Currency | null;
  prioridad: number;
  activo: boolean;
};

/** What a price is for: the rule that matches all of it applies. */
export type TMarkupContext = {
  linea: TReservationModule;
  proveedor: string;
  idEntidad: number | null;
  destino: string | null;
  checkin: IsoDate;
  moneda: Currency;
};

/**
 * How specific a criterion makes a rule: a rule for one client entity beats any rule for
 * everybody, then a supplier beats a destination, a destination a product line, and a line
 * dates. Weights are powers of two, so a rule's score says which criteria it names and no
 * sum of lighter criteria outweighs a heavier one. Equal scores: the higher priority, then
 * the older rule (the lower id), so the answer never depends on the order rules are read.
 */
export const MARKUP_SPECIFICITY = {
  idEntidad: 16,
  proveedor: 8,
  destino: 4,
  linea: 2,
  fechas: 1,
} as const;

export const markupSpecificity = (rule: TMarkupRuleData): number =>
  (rule.idEntidad !== null ? MARKUP_SPECIFICITY.idEntidad : 0) +
  (rule.proveedor !== null ? MARKUP_SPECIFICITY.proveedor : 0) +
  (rule.destino !== null ? MARKUP_SPECIFICITY.destino : 0) +
  (rule.linea !== null ? MARKUP_SPECIFICITY.linea : 0) +
  (rule.desde !== null || rule.hasta !== null ? MARKUP_SPECIFICITY.fechas : 0);

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether the rule covers the price: every criterion it names matches. */
export function markupMatches(rule: TMarkupRuleData, ctx: TMarkupContext): boolean {
  if (!rule.activo) return false;
  if (rule.linea !== null && rule.linea !== ctx.linea) return false;
  if (rule.proveedor !== null && !sameText(rule.proveedor, ctx.proveedor)) return false;
  if (rule.idEntidad !== null && rule.idEntidad !== ctx.idEntidad) return false;
  if (rule.destino !== null && (ctx.destino === null || !sameText(rule.destino, ctx.destino))) return false;
  if (rule.desde !== null && ctx.checkin < rule.desde) return false;
  if (rule.hasta !== null && ctx.checkin > rule.hasta) return false;
  // an amount in another currency cannot be added to this price
  return rule.tipo === 'porcentaje' || rule.moneda === ctx.moneda;
}

/** The rule that applies to a price, or undefined when none does (the price is sold as it is). */
export function pickMarkup(
  rules: readonly TMarkupRuleData[],
  ctx: TMarkupContext,
): TMarkupRuleData | undefined {
  let best: TMarkupRuleData | undefined;
  for (const rule of rules) {
    if (!markupMatches(rule, ctx)) continue;
    if (!best) {
      best = rule;
      continue;
    }
    const d = markupSpecificity(rule) - markupSpecificity(best);
    const p = rule.prioridad - best.prioridad;
    if (d > 0 || (d === 0 && (p > 0 || (p === 0 && rule.id < best.id)))) best = rule;
  }
  return best;
}

/**
 * The markup on a net price in cents: a percentage rounded half up once, to the cent; an
 * amount as it is (per booking: a price that is part of a booking carries it once, on the
 * booking's total). No rule: nothing.
 */
export function markupCents(rule: TMarkupRuleData | undefined, netCents: Cents): Cents {
  if (!rule) return 0;
  return rule.tipo === 'porcentaje' ? percentOf(netCents, rule.valor) : toCents(rule.valor);
}

/** A net price and what the agency sells it for. */
export type TMarkedPrice = { netCents: Cents; markupCents: Cents; saleCents: Cents; ruleId: number | null };

export function markedPrice(rule: TMarkupRuleData | undefined, netCents: Cents): TMarkedPrice {
  const markup = markupCents(rule, netCents);
  return { netCents, markupCents: markup, saleCents: netCents + markup, ruleId: rule?.id ?? null };
}
