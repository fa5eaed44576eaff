import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { reservations } from '../db/schema';

type State = { left: number; failed: number };

const broken = () => {
  const chain = {
    set: () => chain,
    where: () => chain,
    returning: () => Promise.reject(new Error('Connection terminated unexpectedly')),
  };
  return chain;
};

/** `target` whose updates of `table` fail while `state.left` lasts, in its transactions too. */
function withFailingUpdates<T extends object>(target: T, table: PgTable, state: State): T {
  return new Proxy(target, {
    get(t, prop) {
      const value = Reflect.get(t, prop, t) as unknown;
      if (prop === 'update')
        return (on: unknown) => {
          if (on === table && state.left > 0) {
            state.left--;
            state.failed++;
            return broken();
          }
          return (value as (x: unknown) => unknown).call(t, on);
        };
      // the statements of a transaction fail the same way (issue 29, item 3: answers and
      // statuses are written in one transaction now)
      if (prop === 'transaction')
        return (run: (tx: object) => Promise<unknown>, ...rest: unknown[]) =>
          (value as (...a: unknown[]) => Promise<unknown>).call(
            t,
            (tx: object) => run(withFailingUpdates(tx, table, state)),
            ...rest,
          );
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(t) : value;
    },
  });
}

/**
 * Test helper: the database, except that its next `failures` updates of `reservations` fail as
 * a lost connection would (recording a supplier's answer), inside a transaction or not. Every
 * other table works as usual.
 */
export function failingReservationUpdates(db: Db, failures: number) {
  const state = { left: failures, failed: 0 };
  return { db: withFailingUpdates(db, reservations, state), state };
}

/**
 * Test helper for issue 29, item 3: from now on every write of an Idempotency-Key's answer
 * fails in the database itself (a trigger), whatever code path writes it, as a crash right
 * after a booking's status would. `stop()` lets answers be written again.
 */
export async function failKeyAnswers(db: Db) {
  await db.execute(sql`
    create or replace function test_fail_key_answer() returns trigger language plpgsql as $$
    begin
      if new.status_code is not null then
        raise exception 'crash before the answer was stored (test)';
      end if;
      return new;
    end $$`);
  await db.execute(sql`drop trigger if exists test_fail_key_answer on idempotency_keys`);
  await db.execute(sql`
    create trigger test_fail_key_answer before update on idempotency_keys
    for each row execute function test_fail_key_answer()`);
  return {
    stop: () => db.execute(sql`drop trigger if exists test_fail_key_answer on idempotency_keys`),
  };
}
