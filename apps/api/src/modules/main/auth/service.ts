import { hash, verify } from '@node-rs/argon2';
import { MESSAGES, type TLoginRequest, type TLoginResponse } from '@portal/domain';
import type { Db } from '../../../db/client';
import { AppError } from '../../../errors';
import type { TokenService } from '../../../plugins/auth';
import { countRecentFailures, findUserByUsername, recordFailures } from './repo';

export const MAX_FAILURES_PER_MINUTE = 10;
const WINDOW_MS = 60_000;

// Verifying against this hash when the user does not exist keeps the answer time of an
// unknown user close to that of a wrong password.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hash('no-such-user-password'));

export const hashPassword = (password: string) => hash(password);

export type LoginDeps = {
  db: Db;
  tokens: TokenService;
  clientId: string;
  clientSecret: string;
  now?: () => Date;
};

export async function login(deps: LoginDeps, body: TLoginRequest, ip: string): Promise<TLoginResponse> {
  const now = deps.now?.() ?? new Date();
  const since = new Date(now.getTime() - WINDOW_MS);
  const username = body.username.toLowerCase();
  const subjects = [`user:${username}`, `ip:${ip}`];
  const counts = await Promise.all(subjects.map((s) => countRecentFailures(deps.db, s, since)));
  if (counts.some((n) => n >= MAX_FAILURES_PER_MINUTE)) {
    throw new AppError(429, MESSAGES.tooManyLoginAttempts);
  }

  const user = await findUserByUsername(deps.db, username);
  const passwordOk = await verify(user?.passwordHash ?? (await getDummyHash()), body.password);
  const clientOk = body.client_id === deps.clientId && body.client_secret === deps.clientSecret;
  if (!user || !user.active || !passwordOk || !clientOk) {
    await recordFailures(deps.db, subjects, since);
    throw new AppError(401, MESSAGES.invalidCredentials);
  }

  const sessionUser = { id: user.id, nombre: user.nombre, nivel: user.nivel, uws: user.uwsId };
  return { data: { user: sessionUser }, accesos: { token: await deps.tokens.sign(sessionUser) } };
}
