import type { TChangePassword } from '@portal/domain/admin/users';
import { apiRequest } from '@/shared/api-client';

/** POST /api/main/cambiar-clave (issue 31): the user's own password; 204 when changed. */
export const changeOwnPassword = (body: TChangePassword) =>
  apiRequest<void>('main', '/cambiar-clave', { method: 'POST', body });
