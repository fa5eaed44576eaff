import { Navigate } from 'react-router';
import { can } from '@portal/domain/admin/permissions';
import { useAuthStore } from '@/shared/auth/auth-store';
import { ADMIN_PAGES } from '../admin-pages';
import { RequirePermission } from './require-permission';

/** /admin itself: the first screen the user's role may use, or why there is none. */
export function AdminIndex() {
  const user = useAuthStore((state) => state.user);
  const first = ADMIN_PAGES.find((p) => user && can(user, p.permission));
  return first ? (
    <Navigate to={first.to} replace />
  ) : (
    <RequirePermission permission="usuarios.ver">{null}</RequirePermission>
  );
}
