import { randomUUID } from 'node:crypto';
import { SupplierError } from '../../core';
import type { SupplierHttp } from '../../http';
import { readAnswer, type OtaAnswer, type OtaRoot } from './answers';
import type { Envelope } from './xml';

export type OtaKey = 'OMNIBEES' | 'HBSI';
export type OtaCredentials = { user: string; apiKey: string };
/** Where a request's EchoToken and TimeStamp come from; a test pins them. */
export type OtaClock = { echoToken: () => string; timeStamp: () => string };
const SYSTEM_CLOCK: OtaClock = { echoToken: randomUUID, timeStamp: () => new Date().toISOString() };

type Outcome<T> = { value: T } | { error: unknown };

/**
 * One request and its answer, read inside the HTTP call (failureOf): an answer that is not
 * the one asked for or that `read` cannot take, and an Error saying the supplier is failing
 * (187, 448, 497), count as a failed call in the supplier's health and throw SupplierError
 * 'unavailable'. What `read` makes of the rest is the result (or its error, a refusal).
 */
export function createOtaExchange(
  key: OtaKey,
  http: SupplierHttp,
  credentials: OtaCredentials,
  clock: OtaClock = SYSTEM_CLOCK,
) {
  return async <R extends OtaRoot, T>(m: {
    root: R;
    build: (env: Envelope) => string;
    idempotent: boolean;
    read: (answer: OtaAnswer<R>) => T;
  }): Promise<T> => {
    const env = {
      echoToken: clock.echoToken(),
      timeStamp: clock.timeStamp(),
      user: credentials.user,
      password: credentials.apiKey,
    };
    let outcome: Outcome<T> | undefined;
    await http.call<string>(key, {
      method: 'POST',
      path: '/ota',
      xml: m.build(env),
      idempotent: m.idempotent,
      failureOf: (text) => {
        outcome = undefined;
        const read = readAnswer(text, m.root, env.echoToken);
        if ('problem' in read) return read.problem;
        if (!read.answer.ok && read.answer.meaning === 'unavailable') return read.answer.text;
        try {
          outcome = { value: m.read(read.answer) };
        } catch (error) {
          if (error instanceof SupplierError && error.fault === 'unavailable') return error.message;
          outcome = { error };
        }
        return undefined;
      },
    });
    // failureOf read every answer http.call returned: this is only a guard
    if (outcome === undefined) throw new SupplierError(key, 'unavailable', `${m.root} not read`);
    if ('error' in outcome) throw outcome.error;
    return outcome.value;
  };
}
