import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './schema';

// The back office's own records (issue 31).

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, pg a Buffer
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Every back-office change: who, when, what, and the record before and after. Append-only: a
 * trigger (migration 0011) refuses UPDATE and DELETE, so no code path can rewrite history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id),
    actorName: varchar('actor_name', { length: 200 }).notNull(),
    /** what was done, e.g. 'usuario.crear' */
    action: varchar('action', { length: 60 }).notNull(),
    /** the kind of record and its id, e.g. 'usuario' and '12' */
    target: varchar('target', { length: 40 }).notNull(),
    targetId: varchar('target_id', { length: 60 }),
    summary: varchar('summary', { length: 300 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_target_idx').on(t.target, t.targetId, t.at),
  ],
);

/**
 * Uploaded images (home posts), re-encoded to web sizes and kept in the database so that every
 * replica serves them. `id` is random: the address of an image says nothing about the others.
 */
export const images = pgTable(
  'images',
  {
    id: varchar('id', { length: 40 }).notNull(),
    /** 'large' (carousel, dialog) or 'small' (phones, lists) */
    variant: varchar('variant', { length: 10 }).notNull(),
    mime: varchar('mime', { length: 30 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.id, t.variant] })],
);

/** Each rate-sheet upload, accepted or not (issue 31, item 6). */
export const tarifarioImports = pgTable(
  'tarifario_imports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id),
    actorName: varchar('actor_name', { length: 200 }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    fileBytes: integer('file_bytes').notNull(),
    ok: boolean('ok').notNull(),
    /** accepted: rows per zone ({ zona, hoteles, excursiones, traslados }[]) */
    summary: jsonb('summary'),
    /** refused: why (the rejected row's worksheet, row and reason) */
    error: text('error'),
  },
  (t) => [index('tarifario_imports_at_idx').on(t.at)],
);
