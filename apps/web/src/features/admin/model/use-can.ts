import { can, seesBackOffice, type TPermission } from '@portal/domain/admin/permissions';
import { useAuthStore } from '@/shared/auth/auth-store';

/**
 * What the logged-in user may do in the back office, from the roles table (issue 31). The
 * portal only hides what a role may not use: the API checks every call again.
 */
export const useCan = (permission: TPermission): boolean =>
  useAuthStore((state) => (state.user ? can(state.user, permission) : false));

export const useSeesBackOffice = (): boolean =>
  useAuthStore((state) => (state.user ? seesBackOffice(state.user) : false));
