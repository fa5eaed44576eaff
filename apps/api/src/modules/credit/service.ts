import {
  creditAnswerOf,
  creditAvailable,
  creditCheck,
  type TCreditAnswer,
  type TCreditFigures,
  type TEntityCredit,
} from '@portal/domain/commerce/credit';
import { CURRENCIES, fromCents, toCents, type Currency } from '@portal/domain/money';
import type { DbOrTx, Tx } from '../../db/client';
import { must } from '../../errors';
import { chargesOf, figuresIn, limitsOf, lockLimit, paymentsOf } from './repo';

// An entity's credit (issue 32, item 2): read for the back office and the agent's selector,
// and taken by every booking in the transaction that writes its rows.

const cents = (decimal: string | null | undefined) => toCents(Number(decimal ?? 0));
const isCurrency = (c: string): c is Currency => (CURRENCIES as readonly string[]).includes(c);

type Figures = Partial<Record<Currency, TCreditFigures>>;

/** Each entity's limit, charges and payments per currency, for the entities asked. */
async function figuresOf(db: DbOrTx, ids: number[]): Promise<Map<number, Figures>> {
  const out = new Map<number, Figures>(ids.map((id) => [id, {}]));
  if (ids.length === 0) return out;
  const cell = (id: number | null, currency: string) => {
    const figures = id === null ? undefined : out.get(id);
    if (!figures || !isCurrency(currency)) return undefined;
    return (figures[currency] ??= { limitCents: null, chargesCents: 0, paymentsCents: 0 });
  };
  for (const l of await limitsOf(db, ids)) {
    const c = cell(l.idEntidad, l.currency);
    if (c) c.limitCents = cents(l.creditLimit);
  }
  for (const r of await chargesOf(db, ids)) {
    const c = cell(r.idEntidad, r.currency);
    if (c) c.chargesCents = cents(r.amount);
  }
  for (const p of await paymentsOf(db, ids)) {
    const c = cell(p.idEntidad, p.currency);
    if (c) c.paymentsCents = cents(p.amount);
  }
  return out;
}

/** GET …/entidades/{id}/credito: both currencies, limit or none, used, payments, available. */
export async function creditOf(db: DbOrTx, idEntidad: number): Promise<TCreditAnswer> {
  const figures = await figuresOf(db, [idEntidad]);
  return creditAnswerOf(idEntidad, figures.get(idEntidad) ?? {});
}

/** What is left of each limit the entities have, for the selector (no limit: not listed). */
export async function availableCreditOf(db: DbOrTx, ids: number[]): Promise<Map<number, TEntityCredit>> {
  const out = new Map<number, TEntityCredit>();
  for (const [id, figures] of await figuresOf(db, ids)) {
    const lines = CURRENCIES.flatMap((moneda) => {
      const available = figures[moneda] && creditAvailable(figures[moneda]);
      return available === null || available === undefined
        ? []
        : [{ moneda, disponible: fromCents(available) }];
    });
    if (lines.length > 0) out.set(id, lines);
  }
  return out;
}

type ChargedRow = { idEntidad?: number | null; currency: string; total: string };

/**
 * Takes the credit of the rows about to be written, in their transaction: per entity and
 * currency (in that order, so two bookings never wait on each other's locks), the limit is
 * locked, what is used is summed from the rows, and rows that would pass what is available are
 * refused with 400: the transaction rolls back and nothing is written.
 *
 * Nothing is ever given back by code: used is summed from the rows' statuses, so a row that
 * fails charges nothing and a cancelled one only its penalty the moment its status is written.
 */
export async function takeCredit(tx: Tx, rows: readonly ChargedRow[]): Promise<void> {
  const asked = new Map<string, { idEntidad: number; currency: string; cents: number }>();
  for (const r of rows) {
    if (r.idEntidad === null || r.idEntidad === undefined) continue;
    const key = `${r.idEntidad}:${r.currency}`;
    const group = asked.get(key) ?? { idEntidad: r.idEntidad, currency: r.currency, cents: 0 };
    group.cents += cents(r.total);
    asked.set(key, group);
  }
  const ordered = [...asked.values()].sort(
    (a, b) => a.idEntidad - b.idEntidad || a.currency.localeCompare(b.currency),
  );
  for (const { idEntidad, currency, cents: newCents } of ordered) {
    const limit = await lockLimit(tx, idEntidad, currency);
    if (limit === undefined || !isCurrency(currency)) continue;
    const { charges, payments } = await figuresIn(tx, idEntidad, currency);
    const figures = {
      limitCents: cents(limit),
      chargesCents: cents(charges),
      paymentsCents: cents(payments),
    };
    must(creditCheck({ figures, newCents, currency }));
  }
}
