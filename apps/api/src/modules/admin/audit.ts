import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema-admin';

export type AuditEntry = {
  /** what was done, e.g. 'usuario.crear' */
  action: string;
  /** the kind of record, e.g. 'usuario', and its id */
  target: string;
  targetId?: string | number | null;
  /** one line a person reads in the log, in Spanish */
  summary: string;
  before?: unknown;
  after?: unknown;
};

/** Who made a change: a user, or the server itself (no user id) for what nobody asked for. */
export type Actor = { id: number | null; nombre: string };

/** The server acting on its own (a block's unsold seats released on their day). */
export const SYSTEM_ACTOR: Actor = { id: null, nombre: 'Sistema' };

export const actorOf = (request: FastifyRequest): Actor => request.user;

// Never into the log: a password or its hash, in any record's before or after.
const SECRET_KEYS = new Set(['password', 'passwordHash', 'password_hash', 'clave', 'claveTemporal']);
const withoutSecrets = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => !SECRET_KEYS.has(key))
          .map(([key, v]) => [key, withoutSecrets(v)]),
      )
    : value;

/**
 * Writes one entry of the append-only audit log. Call it with the transaction that makes the
 * change, so the change and its entry are written together or not at all.
 */
export async function recordAudit(tx: DbOrTx, actor: Actor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    userId: actor.id,
    actorName: actor.nombre.slice(0, 200),
    action: entry.action,
    target: entry.target,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    summary: entry.summary.slice(0, 300),
    before: entry.before === undefined ? null : withoutSecrets(entry.before),
    after: entry.after === undefined ? null : withoutSecrets(entry.after),
  });
}
