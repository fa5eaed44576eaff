import { bookingUnknownBody } from '@portal/domain';
import type { StoredAnswer } from '../../lib/reply';
import { SupplierError } from '../../suppliers/core';
import type { ModuleDeps } from '../module-deps';
import type { Reservation } from '../reservations/repo';
import { recordSupplierOutcome } from './record-after-supplier';
import type { KeyOwner, RowMove } from './settle';

// The booking path for a booking of several rows (the multi-provider hotel cart): each row is a
// step with what undoes it. All are asked at once; when one is refused the booked ones are
// undone and what no supplier holds is given back; the rows' statuses and the key's answer are
// written together (settle.ts), so no crash leaves a settled booking whose key never answers.

export type RowStep<B> = {
  row: Reservation;
  /** asks the supplier to book the row under our reference */
  book: () => Promise<B>;
  /** the supplier's code of what it booked */
  codeOf: (booked: B) => string;
  /** cancels at the supplier what `book` booked, when another step failed */
  undo: (booked: B) => Promise<void>;
};

export type RowsCall<B> = {
  /** the answer when every step was booked, in the steps' order */
  answer: (booked: B[]) => unknown;
  /** the spec §8 text of a refused booking */
  failMessage: string;
  /** what a row undone because another step failed says */
  undoneMessage: string;
  /** gives back what the rows no supplier holds took (their inventory) */
  giveBack: (rows: Reservation[]) => Promise<void>;
  /** waits between the attempts to undo a booked step (ms); then it is left to an administrator */
  undoDelays?: readonly number[];
};

export const UNDO_RETRY_DELAYS_MS = [200, 1000] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Undoes a booked step, retrying a refusal; false when the supplier still holds it: then the row
 * stays confirmed and what it took is not given back.
 */
export async function undoStep(
  log: ModuleDeps['log'],
  row: Pick<Reservation, 'id'>,
  code: string,
  undo: () => Promise<void>,
  delays: readonly number[] = UNDO_RETRY_DELAYS_MS,
) {
  for (let attempt = 0; ; attempt++) {
    try {
      await undo();
      return true;
    } catch (err) {
      const context = { err, reservationId: row.id, supplierRef: code };
      if (attempt >= delays.length) {
        log.error(context, 'a step of a failed booking could not be undone at the supplier: reconcile it');
        return false;
      }
      log.warn({ ...context, attempt: attempt + 1 }, 'undoing a step of a failed booking failed, retrying');
      await sleep(delays[attempt]!);
    }
  }
}

type Asked<B> = { booked: (B | undefined)[]; unanswered: Set<number>; moves: RowMove[] };

/** What each supplier answered: booked (confirmed first), not answered (unknown) or refused (failed). */
function outcomesOf<B>(steps: RowStep<B>[], settled: PromiseSettledResult<B>[]): Asked<B> {
  const booked = settled.map((s) => (s.status === 'fulfilled' ? s.value : undefined));
  const unanswered = new Set<number>();
  const moves = steps.map(({ row, codeOf }, k): RowMove => {
    const done = booked[k];
    if (done !== undefined)
      return { id: row.id, outcome: { status: 'confirmed', supplierRef: codeOf(done), response: done } };
    const err = (settled[k] as PromiseRejectedResult).reason;
    // asked and not answered: the supplier may hold it; reconciliation asks, what it took stays
    if (err instanceof SupplierError && err.fault !== 'rejected') {
      unanswered.add(row.id);
      return {
        id: row.id,
        outcome: { status: 'unknown', response: { fault: err.fault, detail: err.message } },
      };
    }
    return { id: row.id, outcome: { status: 'failed', errorMessage: String(err) } };
  });
  return { booked, unanswered, moves };
}

/** Every step booked: its answer; none refused, only unanswered: unknown (issue 29, item 4); else the error. */
function answerOf<B>(steps: RowStep<B>[], asked: Asked<B>, call: RowsCall<B>): StoredAnswer {
  const { booked, unanswered } = asked;
  if (booked.every((b): b is B => b !== undefined)) return { statusCode: 200, body: call.answer(booked) };
  if (steps.every((s) => unanswered.has(s.row.id)))
    return { statusCode: 502, body: bookingUnknownBody(steps.map((s) => s.row.id)) };
  return { statusCode: 502, body: { message: call.failMessage } };
}

/** Books every step under `key`, all or nothing (see the top of this file). */
export async function bookWrittenRows<B>(
  deps: ModuleDeps,
  key: KeyOwner,
  steps: RowStep<B>[],
  call: RowsCall<B>,
): Promise<StoredAnswer> {
  const asked = outcomesOf(steps, await Promise.allSettled(steps.map((s) => s.book())));
  const answer = answerOf(steps, asked, call);
  await recordSupplierOutcome(deps.db, deps.log, { key, moves: asked.moves, answer });
  if (answer.statusCode === 200) return answer;

  deps.log.warn(
    { reservations: steps.map((s) => s.row.id) },
    'a booking of several rows failed at a supplier',
  );
  // rows still held at a supplier (its undo failed) or maybe held (it did not answer) keep what they took
  const stillHeld = new Set(asked.unanswered);
  const undone = await Promise.allSettled(
    steps.map(async (step, k) => {
      const booked = asked.booked[k];
      if (booked === undefined) return;
      const code = step.codeOf(booked);
      if (!(await undoStep(deps.log, step.row, code, () => step.undo(booked), call.undoDelays)))
        return stillHeld.add(step.row.id);
      const outcome = {
        status: 'cancelled' as const,
        supplierRef: code,
        response: booked,
        errorMessage: call.undoneMessage,
      };
      await recordSupplierOutcome(deps.db, deps.log, { key, moves: [{ id: step.row.id, outcome }], answer });
    }),
  );
  // what is no longer held at a supplier goes back, even if its row was not recorded
  await call.giveBack(steps.filter((s) => !stillHeld.has(s.row.id)).map((s) => s.row));
  const lost = undone.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (lost) throw lost.reason;
  return answer;
}
