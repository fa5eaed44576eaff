import type { Db } from '../db/client';
import { reservations } from '../db/schema';

/**
 * Test helper: the database, except that its next `failures` updates of `reservations` outside
 * a transaction fail as a lost connection would (recording a supplier's answer). Transactions
 * and every other table work as usual.
 */
export function failingReservationUpdates(db: Db, failures: number) {
  const state = { left: failures, failed: 0 };
  const broken = () => {
    const chain = {
      set: () => chain,
      where: () => chain,
      returning: () => Promise.reject(new Error('Connection terminated unexpectedly')),
    };
    return chain;
  };
  const proxy = new Proxy(db, {
    get(target, prop) {
      if (prop === 'update')
        return (table: unknown) => {
          if (table === reservations && state.left > 0) {
            state.left--;
            state.failed++;
            return broken();
          }
          return target.update(table as typeof reservations);
        };
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db: proxy, state };
}
