import { ZLoginResponse, type TLoginRequest } from '@portal/domain/auth/login';
import { useMutation } from '@tanstack/react-query';
import { config } from '../../../config';
import { apiRequest } from '../../../shared/api-client';
import { startSession } from '../../../shared/auth/auth-store';
import { sessionFromLogin, type TSession } from '../../../shared/auth/session-cookie';

export type TCredentials = Pick<TLoginRequest, 'username' | 'password'>;

export const toLoginRequest = ({ username, password }: TCredentials): TLoginRequest => ({
  username: username.trim(),
  password,
  grantType: 'password',
  client_id: config.clientId,
  client_secret: config.clientSecret,
});

// spec §7 loginweb: no bearer token, and a 401 here means bad credentials, not an expired session.
export const login = async (request: TLoginRequest): Promise<TSession> => {
  const answer = await apiRequest('main', '/loginweb', {
    method: 'POST',
    body: request,
    auth: false,
    schema: ZLoginResponse,
  });
  const session = sessionFromLogin(answer);
  startSession(session);
  return session;
};

export const useLogin = () => useMutation({ mutationFn: login });
