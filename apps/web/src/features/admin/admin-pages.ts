import type { TPermission } from '@portal/domain/admin/permissions';
import { paths } from '@/shared/paths';

/** The screens of the back office, in the menu's order, each with the permission it needs. */
export type TAdminPage = {
  key:
    | 'users'
    | 'entities'
    | 'posts'
    | 'seatBlocks'
    | 'rateSheet'
    | 'suppliers'
    | 'audit'
    | 'markups'
    | 'reports';
  label: string;
  to: string;
  path: string;
  permission: TPermission;
};

const { admin } = paths;
export const ADMIN_PAGES: readonly TAdminPage[] = [
  { key: 'users', label: 'Usuarios', ...at(admin.users), permission: 'usuarios.ver' },
  { key: 'entities', label: 'Entidades', ...at(admin.entities), permission: 'entidades.ver' },
  { key: 'posts', label: 'Publicaciones', ...at(admin.posts), permission: 'posts.editar' },
  { key: 'seatBlocks', label: 'Cupos aéreos', ...at(admin.seatBlocks), permission: 'cupos.ver' },
  { key: 'rateSheet', label: 'Tarifario', ...at(admin.rateSheet), permission: 'tarifario.cargar' },
  { key: 'suppliers', label: 'Proveedores', ...at(admin.suppliers), permission: 'proveedores.ver' },
  { key: 'markups', label: 'Márgenes', ...at(admin.markups), permission: 'margenes.editar' },
  { key: 'reports', label: 'Reporte de ventas', ...at(admin.reports), permission: 'reportes.ver' },
  { key: 'audit', label: 'Auditoría', ...at(admin.audit), permission: 'auditoria.ver' },
];

function at(route: { path: string; getHref: () => string }) {
  return { path: route.path, to: route.getHref() };
}
