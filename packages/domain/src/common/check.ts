import type { z } from 'zod';
import { MESSAGES, type MessageKey } from '../messages';

// Every rule the server enforces answers ok or a Spanish message from the catalogue,
// so the API can reply 400 { message } and the portal can show the same text.
export type CheckFail = { ok: false; key: MessageKey; message: string; field?: string };
export type Check = { ok: true } | CheckFail;

export const OK: Check = Object.freeze({ ok: true as const });

export const fail = (key: MessageKey, field?: string): CheckFail =>
  field === undefined
    ? { ok: false, key, message: MESSAGES[key] }
    : { ok: false, key, message: MESSAGES[key], field };

/** The first failing check, or ok. */
export const firstFailure = (...checks: Check[]): Check => checks.find((c) => !c.ok) ?? OK;

/** Reports a failed check as a zod issue (for `.superRefine`). */
export const reportCheck = (ctx: z.RefinementCtx, check: Check): void => {
  if (check.ok) return;
  ctx.addIssue({ code: 'custom', message: check.message, path: check.field ? [check.field] : [] });
};
