import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '@/shared/auth/auth-store';
import { sessionFromLogin } from '@/shared/auth/session-cookie';
import { renderRoutes } from '../../test/render-page';
import { AuthGuard } from './auth-guard';

const loginAs = (debeCambiarClave?: boolean) =>
  act(() =>
    startSession(
      sessionFromLogin({
        data: { user: { id: 9, nombre: 'Juan Pérez', nivel: 1, uws: 8, debeCambiarClave } },
        accesos: { token: 't' },
      }),
    ),
  );

const show = (url: string) =>
  renderRoutes(
    [
      {
        path: '/',
        element: <AuthGuard />,
        children: [
          { index: true, element: <p>Inicio</p> },
          { path: 'mis-reservas', element: <p>Mis reservas</p> },
          { path: 'cambiar-clave', element: <p>Cambio de contraseña</p> },
        ],
      },
      { path: '/login', element: <p>Ingreso</p> },
    ] as never,
    url,
  );

afterEach(() => endSession({ logout: false }));

describe('AuthGuard with a temporary password (issue 31, item 2)', () => {
  it('keeps the user on the password change, whatever they open', async () => {
    loginAs(true);
    show('/mis-reservas');
    expect(await screen.findByText('Cambio de contraseña')).toBeInTheDocument();
    expect(screen.queryByText('Mis reservas')).toBeNull();
  });

  it('lets everybody else through', async () => {
    loginAs(false);
    show('/mis-reservas');
    expect(await screen.findByText('Mis reservas')).toBeInTheDocument();
  });
});
