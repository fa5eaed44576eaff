import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession } from '@/shared/auth/auth-store';
import { login, renderRoutes } from '../../../test/render-page';
import { AdminLayout } from './admin-layout';
import { RequirePermission } from './require-permission';

afterEach(() => endSession({ logout: false }));

const menuOf = () =>
  within(screen.getByRole('navigation', { name: 'Back office' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('the back office frame', () => {
  it('lists only the screens of the role: rate-sheet staff', () => {
    login(3);
    renderRoutes([{ path: '/admin', element: <AdminLayout /> }], '/admin');
    expect(menuOf()).toEqual(['Cupos aéreos', 'Tarifario', 'Proveedores']);
  });

  it('lists every screen to the administrator', () => {
    login(4);
    renderRoutes([{ path: '/admin', element: <AdminLayout /> }], '/admin');
    expect(menuOf()).toEqual([
      'Usuarios',
      'Entidades',
      'Publicaciones',
      'Cupos aéreos',
      'Tarifario',
      'Proveedores',
      'Márgenes',
      'Reporte de ventas',
      'Auditoría',
    ]);
  });

  it('tells a seller the screen is not for them instead of showing it', () => {
    login(1);
    renderRoutes(
      [
        {
          path: '/admin/usuarios',
          element: <RequirePermission permission="usuarios.ver">secreto</RequirePermission>,
        },
      ],
      '/admin/usuarios',
    );
    expect(screen.getByText('No tiene permiso para esta acción')).toBeInTheDocument();
    expect(screen.queryByText('secreto')).not.toBeInTheDocument();
  });
});
