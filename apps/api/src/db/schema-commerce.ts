import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { entities, users } from './schema';

// The agency's commerce (issue 32): its markups, the credit it gives client entities and the
// payments they make. Money is numeric here and integer cents in code (docs/decisions.md).

/**
 * A markup rule: what the agency adds to a supplier's price. A criterion left null matches
 * everything; among the rules that match, the domain's specificity table picks one
 * (packages/domain/src/commerce/markups.ts).
 */
export const markups = pgTable(
  'markups',
  {
    id: serial('id').primaryKey(),
    /** a product line of the domain's PRODUCT_LINES, or null for every line */
    productLine: varchar('product_line', { length: 30 }),
    supplier: varchar('supplier', { length: 30 }),
    idEntidad: integer('id_entidad').references(() => entities.idEntidad),
    /** a destination as the line names it (a city, an IATA code, a zone), lower-case */
    destino: varchar('destino', { length: 100 }),
    /** travel dates (the booking's check-in) the rule covers, both inclusive */
    travelFrom: date('travel_from', { mode: 'string' }),
    travelTo: date('travel_to', { mode: 'string' }),
    /** 'porcentaje' of the supplier's price, or 'monto' fixed per booking in `currency` */
    kind: varchar('kind', { length: 12 }).notNull(),
    value: numeric('value', { precision: 12, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }),
    priority: integer('priority').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('markups_kind_check', sql`${t.kind} in ('porcentaje', 'monto')`),
    check('markups_value_check', sql`${t.value} >= 0`),
    check('markups_monto_currency_check', sql`${t.kind} = 'porcentaje' or ${t.currency} is not null`),
  ],
);

/** The credit the agency gives a client entity in one currency; no row: no limit is kept. */
export const creditLines = pgTable(
  'credit_lines',
  {
    idEntidad: integer('id_entidad')
      .notNull()
      .references(() => entities.idEntidad),
    currency: varchar('currency', { length: 3 }).notNull(),
    creditLimit: numeric('credit_limit', { precision: 14, scale: 2 }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.idEntidad, t.currency] }),
    check('credit_lines_limit_check', sql`${t.creditLimit} >= 0`),
  ],
);

/**
 * A client's payment, or the reversal of one (a negative amount naming the payment it
 * reverses). Append-only: a trigger (migration 0012) refuses UPDATE and DELETE.
 */
export const entityPayments = pgTable(
  'entity_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idEntidad: integer('id_entidad')
      .notNull()
      .references(() => entities.idEntidad),
    currency: varchar('currency', { length: 3 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    /** the day the client paid, in the agency's calendar */
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: varchar('method', { length: 30 }).notNull(),
    reference: varchar('reference', { length: 100 }),
    reversesId: bigint('reverses_id', { mode: 'number' }).unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('entity_payments_entity_idx').on(t.idEntidad, t.currency, t.paidOn),
    check('entity_payments_amount_check', sql`${t.amount} <> 0`),
  ],
);
