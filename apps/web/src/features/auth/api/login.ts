import type { TLoginRequest } from '@portal/domain/auth/login';
import { config } from '../../../config';
import { apiRequest } from '@/shared/api-client';
import { extendSession, startSession } from '@/shared/auth/auth-store';
import { sessionFromLogin, type TSession } from '@/shared/auth/session-cookie';

export type TCredentials = Pick<TLoginRequest, 'username' | 'password'>;

export const toLoginRequest = ({ username, password }: TCredentials): TLoginRequest => ({
  username: username.trim(),
  password,
  grantType: 'password',
  client_id: config.clientId,
  client_secret: config.clientSecret,
});

// spec §7 loginweb: no bearer token, and a 401 here means bad credentials, not an expired session.
const askSession = async (request: TLoginRequest): Promise<TSession> => {
  // The answer's schema (and zod with it) loads when the agent logs in, not with the login page (issue 19).
  const { ZLoginResponse } = await import('@portal/domain/auth/login');
  const answer = await apiRequest('main', '/loginweb', {
    method: 'POST',
    body: request,
    auth: false,
    schema: ZLoginResponse,
  });
  return sessionFromLogin(answer, Date.now(), request.username);
};

export const login = async (request: TLoginRequest): Promise<TSession> => {
  const session = await askSession(request);
  startSession(session);
  return session;
};

/** The login dialog over the page: the same user again, without leaving the page. */
export const loginAgain = async (request: TLoginRequest, expected: TSession | null): Promise<TSession> => {
  const session = await askSession(request);
  if (expected && session.idUser !== expected.idUser) {
    // another user's session must not take over this page: end it at once
    await apiRequest('main', '/logout', {
      method: 'POST',
      auth: false,
      headers: { Authorization: `Bearer ${session.token}` },
    }).catch(() => undefined);
    throw new Error(SAME_USER_MESSAGE);
  }
  extendSession(session);
  return session;
};

const SAME_USER_MESSAGE = 'Para seguir donde estaba, ingrese con el mismo usuario.';
