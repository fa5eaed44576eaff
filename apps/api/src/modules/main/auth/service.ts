import { hash, verify } from '@node-rs/argon2';
import { MESSAGES, type TLoginRequest, type TLoginResponse } from '@portal/domain';
import type { Db } from '../../../db/client';
import { AppError } from '../../../errors';
import type { TokenService } from '../../../plugins/auth';
import { endTries, findUserByUsername, isUsualPlace, rememberPlace, startTries, triesAhead } from './repo';

const MAX_FAILURES_PER_MINUTE = 10;
const WAIT_STEP_MS = 25;
const MAX_WAIT_MS = 5_000;

// Verifying against this hash when the user does not exist keeps the answer time of an
// unknown user close to that of a wrong password.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hash('no-such-user-password'));

export const hashPassword = (password: string) => hash(password);

type LoginDeps = {
  db: Db;
  tokens: TokenService;
  clientId: string;
  clientSecret: string;
};

/**
 * Waits until this try may be checked: refused (false) once a subject has 10 failures in
 * the last minute; otherwise it waits while the tries in flight ahead of it could still
 * reach that number.
 */
async function mayTry(db: Db, subjects: string[], ids: number[]): Promise<boolean> {
  for (let waited = 0; waited <= MAX_WAIT_MS; waited += WAIT_STEP_MS) {
    const states = await Promise.all(subjects.map((s, i) => triesAhead(db, s, ids[i]!)));
    if (states.some((st) => st.failures >= MAX_FAILURES_PER_MINUTE)) return false;
    if (states.every((st) => st.failures + st.ahead < MAX_FAILURES_PER_MINUTE)) return true;
    await new Promise((r) => setTimeout(r, WAIT_STEP_MS));
  }
  return false;
}

/**
 * Failed logins are counted per address and per user wherever they come from. The per-user
 * limit slows a guesser spread over many addresses, but it is not applied where the user
 * logged in before, so guesses from elsewhere never lock the real user out.
 */
export async function login(deps: LoginDeps, body: TLoginRequest, ip: string): Promise<TLoginResponse> {
  const username = body.username.toLowerCase();
  const user = await findUserByUsername(deps.db, username);
  const usualPlace = user ? await isUsualPlace(deps.db, user.id, ip) : false;
  const subjects = [`ip:${ip}`, `user:${username}`];
  const ids = await startTries(deps.db, subjects);
  const checked = usualPlace ? 1 : 2;
  if (!(await mayTry(deps.db, subjects.slice(0, checked), ids.slice(0, checked)))) {
    await endTries(deps.db, ids, false);
    throw new AppError(429, MESSAGES.tooManyLoginAttempts);
  }

  const passwordOk = await verify(user?.passwordHash ?? (await getDummyHash()), body.password);
  const clientOk = body.client_id === deps.clientId && body.client_secret === deps.clientSecret;
  const ok = Boolean(user?.active && passwordOk && clientOk);
  await endTries(deps.db, ids, !ok);
  if (!ok || !user) throw new AppError(401, MESSAGES.invalidCredentials);
  await rememberPlace(deps.db, user.id, ip);

  const sessionUser = { id: user.id, nombre: user.nombre, nivel: user.nivel, uws: user.uwsId };
  return {
    data: { user: sessionUser },
    accesos: { token: await deps.tokens.sign(sessionUser) },
  };
}
