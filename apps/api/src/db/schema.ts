import { sql } from 'drizzle-orm';
import { RESERVATION_STATUSES } from '@portal/domain/reservations/reservation-status';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

// The domain's state machine names the statuses; the CHECK is built from the same list.
const STATUS_LIST = RESERVATION_STATUSES.map((s) => `'${s}'`).join(', ');

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: varchar('username', { length: 100 }).notNull().unique(),
  nombre: varchar('nombre', { length: 200 }).notNull(),
  passwordHash: text('password_hash').notNull(),
  nivel: integer('nivel').notNull().default(1),
  uwsId: integer('uws_id').notNull(),
  active: boolean('active').notNull().default(true),
  /** set by a new user's or a reset temporary password: the next login must change it (issue 31) */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Session tokens ended by a logout before their expiry, by their id (jti); kept until then.
export const revokedTokens = pgTable('revoked_tokens', {
  jti: varchar('jti', { length: 64 }).primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const entities = pgTable('entities', {
  idEntidad: serial('id_entidad').primaryKey(),
  razonSocial: varchar('razon_social', { length: 200 }).notNull().unique(),
  cuit: varchar('cuit', { length: 13 }),
  // issue 31, item 3: what staff keep of a client entity; an inactive one is offered to nobody
  condicionIva: varchar('condicion_iva', { length: 40 }),
  email: varchar('email', { length: 200 }),
  telefono: varchar('telefono', { length: 40 }),
  direccion: varchar('direccion', { length: 300 }),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Which users may book on behalf of which client entities (spec §6).
export const userEntities = pgTable(
  'user_entities',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    idEntidad: integer('id_entidad')
      .notNull()
      .references(() => entities.idEntidad),
  },
  (t) => [primaryKey({ columns: [t.userId, t.idEntidad] })],
);

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    section: varchar('section', { length: 30 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    author: varchar('author', { length: 120 }).notNull(),
    image: text('image').notNull(),
    content: text('content').notNull(),
    published: boolean('published').notNull().default(true),
    // issue 31, item 4: the home carousel's order and each post's publish window
    sortOrder: integer('sort_order').notNull().default(0),
    publishFrom: timestamp('publish_from', { withTimezone: true }),
    publishUntil: timestamp('publish_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('posts_section_idx').on(t.section, t.published)],
);

// The generic booking record of every module (docs/decisions.md D-05). Nothing is deleted.
export const reservations = pgTable(
  'reservations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    module: varchar('module', { length: 30 }).notNull(),
    supplier: varchar('supplier', { length: 30 }).notNull(),
    supplierRef: varchar('supplier_ref', { length: 100 }),
    status: varchar('status', { length: 20, enum: RESERVATION_STATUSES }).notNull().default('pending'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    idEntidad: integer('id_entidad').references(() => entities.idEntidad),
    productName: varchar('product_name', { length: 200 }).notNull(),
    checkin: date('checkin', { mode: 'string' }).notNull(),
    checkout: date('checkout', { mode: 'string' }),
    currency: varchar('currency', { length: 3 }).notNull(),
    breakdown: jsonb('breakdown').notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    /** issue 32: what the supplier's price and the spec's fees came to, and the agency's markup
     * on it; total (the sale) = net + markup, as a CHECK keeps it (migration 0012) */
    netTotal: numeric('net_total', { precision: 12, scale: 2 }).notNull(),
    markupTotal: numeric('markup_total', { precision: 12, scale: 2 }).notNull().default('0'),
    markupRuleId: integer('markup_rule_id'),
    passengers: jsonb('passengers').notNull(),
    request: jsonb('request').notNull(),
    response: jsonb('response'),
    errorMessage: text('error_message'),
    idempotencyKey: varchar('idempotency_key', { length: 200 }),
    itemIndex: integer('item_index').notNull().default(0),
    /** why the status last changed: copied into the history by a trigger */
    statusCause: text('status_cause'),
    /** a reconciling process holds the row until then (several API processes share the work) */
    reconcileLease: timestamp('reconcile_lease', { withTimezone: true }),
    /** the passengers' names and documents as lower-case words without accents (Mis reservas' search) */
    searchTerms: text('search_terms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** the penalty charged when the agent cancelled it (issue 18) */
    cancelPenalty: numeric('cancel_penalty', { precision: 12, scale: 2 }),
    /** a non-refundable rate, as the module booked it (its cancellation is never free) */
    nonRefundable: boolean('non_refundable').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Mis reservas' list walks these without the table (migration 0010 adds INCLUDE columns)
    index('reservations_user_list_idx').on(t.userId, t.createdAt, t.id),
    index('reservations_entity_list_idx').on(t.idEntidad, t.createdAt, t.id),
    index('reservations_user_checkin_idx').on(t.userId, t.checkin),
    // an entity's credit in use and its statement (issue 32) read its rows by currency
    index('reservations_entity_credit_idx').on(t.idEntidad, t.currency, t.status),
    index('reservations_supplier_ref_idx').on(sql`lower(${t.supplierRef})`),
    index('reservations_unsettled_idx')
      .on(t.status, t.updatedAt)
      .where(sql`${t.status} in ('pending', 'unknown', 'cancelling')`),
    check('reservations_status_check', sql`${t.status} in (${sql.raw(STATUS_LIST)})`),
    check('reservations_sale_check', sql`${t.total} = ${t.netTotal} + ${t.markupTotal}`),
  ],
);

// Mis reservas' passenger search (issue 18): one row per word of a booking's search_terms
// with what never changes of it, written by a trigger on reservations (migration 0010). A
// common surname's bookings are one index range in date order, counted and paged without
// visiting the bookings (the GIN index on search_terms visited 2,000 of them per search).
export const reservationTerms = pgTable(
  'reservation_terms',
  {
    term: text('term').notNull(),
    userId: integer('user_id').notNull(),
    idEntidad: integer('id_entidad'),
    module: varchar('module', { length: 30 }).notNull(),
    checkin: date('checkin', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    reservationId: bigint('reservation_id', { mode: 'number' })
      .notNull()
      .references(() => reservations.id),
  },
  (t) => [
    primaryKey({ columns: [t.term, t.userId, t.createdAt, t.reservationId] }),
    index('reservation_terms_entity_idx').on(t.term, t.idEntidad, t.createdAt, t.reservationId),
    index('reservation_terms_reservation_idx').on(t.reservationId),
  ],
);

// Every status a reservation took, when and why: written by the database itself (trigger
// reservations_status_history, migration 0003) on insert and on every status change.
export const reservationStatusHistory = pgTable(
  'reservation_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reservationId: bigint('reservation_id', { mode: 'number' })
      .notNull()
      .references(() => reservations.id),
    fromStatus: varchar('from_status', { length: 20 }),
    toStatus: varchar('to_status', { length: 20 }).notNull(),
    cause: text('cause'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reservation_status_history_idx').on(t.reservationId, t.id)],
);

// A booking call's first answer, kept so that a retry with the same key answers the same
// and books nothing new (docs/decisions.md D-07: idempotency keys live in the database).
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    key: varchar('key', { length: 200 }).notNull(),
    route: varchar('route', { length: 200 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

// Failed logins, counted per user name and per address for the rate limit; in the
// database so that several API processes share the count.
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subject: varchar('subject', { length: 200 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_subject_idx').on(t.subject, t.at)],
);

/** Where each user last logged in from: the per-user limit of failed logins spares these places. */
export const loginPlaces = pgTable(
  'login_places',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: varchar('ip', { length: 64 }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ip] })],
);

export const schema = { users, entities, userEntities, posts, reservations, idempotencyKeys, loginFailures };
