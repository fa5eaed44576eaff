import type { DbOrTx } from '../../../db/client';
import { auditLog } from '../../../db/schema-admin';
import type { AuditEntry } from '../audit';

/** Who the audit log names for what the server does on its own (no user: `user_id` is null). */
const SYSTEM_ACTOR_NAME = 'Sistema';

/**
 * An audit entry of a change nobody asked for (a block's seats released on their day), in the
 * transaction that makes it. recordAudit needs a user; this one has none.
 */
export async function recordSystemAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    userId: null,
    actorName: SYSTEM_ACTOR_NAME,
    action: entry.action,
    target: entry.target,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    summary: entry.summary.slice(0, 300),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
