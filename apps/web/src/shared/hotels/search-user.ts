import type { TSession } from '@/shared/auth/session-cookie';

export type TSearchUser = Pick<TSession, 'idUser' | 'idUWS' | 'isAgenteAS'>;

/** spec §6: who searches, sent with every Disney and third-provider availability search. */
export const searchUserFields = (user: TSearchUser) => ({
  idUWS: user.idUWS,
  idUsuarioReservo: user.idUser,
  isAgenteAS: user.isAgenteAS,
});
