import { eq } from 'drizzle-orm';
import type { TMarkupRuleData } from '@portal/domain/commerce/markups';
import type { Currency } from '@portal/domain/money';
import type { TReservationModule } from '@portal/domain/reservations/reservation';
import type { DbOrTx } from '../../db/client';
import { markups } from '../../db/schema-commerce';

// The active markup rules, read once per few seconds per process: every quote needs them and
// there are tens of them. A change made here forgets them at once; another replica sees it
// within CACHE_MS (issue 32: a rule's change applies to new quotes).
const CACHE_MS = 5_000;

type Cached = { at: number; rules: Promise<TMarkupRuleData[]> };
// per database: tests run several apps, each with its own, in one process
const caches = new WeakMap<object, Cached>();

async function activeMarkupRules(db: DbOrTx): Promise<TMarkupRuleData[]> {
  const rows = await db.select().from(markups).where(eq(markups.active, true));
  return rows.map((r) => ({
    id: r.id,
    linea: r.productLine as TReservationModule | null,
    proveedor: r.supplier,
    idEntidad: r.idEntidad,
    destino: r.destino,
    desde: r.travelFrom,
    hasta: r.travelTo,
    tipo: r.kind as TMarkupRuleData['tipo'],
    valor: Number(r.value),
    moneda: r.currency as Currency | null,
    prioridad: r.priority,
    activo: r.active,
  }));
}

/** The active rules, from the cache when it is fresh. */
export function markupRulesOf(db: DbOrTx, now: number = Date.now()): Promise<TMarkupRuleData[]> {
  const cached = caches.get(db);
  if (cached && now - cached.at <= CACHE_MS) return cached.rules;
  const rules = activeMarkupRules(db);
  caches.set(db, { at: now, rules });
  // a failed read is not kept: the next quote reads again
  rules.catch(() => caches.delete(db));
  return rules;
}

/** After a rule changed: the next quote on this database reads the table again. */
export function forgetMarkupRules(db: DbOrTx): void {
  caches.delete(db);
}
