import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession, useAuthStore } from '@/shared/auth/auth-store';
import { sessionFromLogin } from '@/shared/auth/session-cookie';
import { renderRoutes } from '../../../test/render-page';
import { ChangePasswordPage } from './change-password-page';

const TEMPORARY = 'k7Qm-x9Tz-R4wp';

const loginWithTemporaryPassword = () =>
  act(() =>
    startSession(
      sessionFromLogin(
        {
          data: { user: { id: 9, nombre: 'Juan Pérez', nivel: 1, uws: 8, debeCambiarClave: true } },
          accesos: { token: 't' },
        },
        Date.now(),
        'juan.perez',
      ),
    ),
  );

const show = () =>
  renderRoutes(
    [
      { path: '/cambiar-clave', element: <ChangePasswordPage /> },
      { path: '/', element: <p>Inicio</p> },
    ],
    '/cambiar-clave',
  );
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

afterEach(() => {
  endSession({ logout: false });
  vi.restoreAllMocks();
});

describe('the change-password page (issue 31, item 2)', () => {
  it('judges the new password as it is typed, with the advice in Spanish', async () => {
    loginWithTemporaryPassword();
    show();
    expect(screen.getByText(/Su contraseña es temporal/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(field('Contraseña nueva'), 'password123');
    expect(await screen.findByText('Muy débil')).toBeInTheDocument();
    expect(screen.getByText('Es una contraseña usada comúnmente.')).toBeInTheDocument();
    await user.clear(field('Contraseña nueva'));
    await user.type(field('Contraseña nueva'), 'juanperez2026');
    expect(await screen.findByText('No use su nombre ni su usuario en la contraseña.')).toBeInTheDocument();
    await user.clear(field('Contraseña nueva'));
    await user.type(field('Contraseña nueva'), 'cielo-tango-mate-92');
    expect(await screen.findByText('Muy fuerte')).toBeInTheDocument();
  });

  it('sends nothing while a rule is broken, and says which under each field', async () => {
    loginWithTemporaryPassword();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    show();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(field('Contraseña temporal')).toHaveAccessibleDescription('Ingrese su contraseña actual');
    await user.type(field('Contraseña temporal'), TEMPORARY);
    await user.type(field('Contraseña nueva'), 'password123');
    await screen.findByText('Muy débil');
    await user.type(field('Repetir contraseña nueva'), 'password124{Enter}');
    expect(field('Contraseña nueva')).toHaveAccessibleDescription(
      /^La contraseña es demasiado fácil de adivinar\./,
    );
    expect(field('Repetir contraseña nueva')).toHaveAccessibleDescription('Las contraseñas no coinciden');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('changes it, lets the user go on and forgets the temporary flag', async () => {
    loginWithTemporaryPassword();
    // the guard remembered this page while it kept the user here: it is no place to go back to
    window.localStorage.setItem('lastRoute', '/cambiar-clave');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    show();
    const user = userEvent.setup();
    await user.type(field('Contraseña temporal'), TEMPORARY);
    await user.type(field('Contraseña nueva'), 'cielo-tango-mate-92');
    await screen.findByText('Muy fuerte');
    await user.type(field('Repetir contraseña nueva'), 'cielo-tango-mate-92{Enter}');
    expect(await screen.findByText('Inicio')).toBeInTheDocument();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/main\/cambiar-clave$/);
    expect(JSON.parse(String(init?.body))).toEqual({ actual: TEMPORARY, nueva: 'cielo-tango-mate-92' });
    expect(useAuthStore.getState().user?.debeCambiarClave).toBeUndefined();
  });

  it('shows a wrong current password under its field', async () => {
    loginWithTemporaryPassword();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ message: 'La contraseña actual no es correcta' }, { status: 400 }),
    );
    show();
    const user = userEvent.setup();
    await user.type(field('Contraseña temporal'), 'otra-cosa');
    await user.type(field('Contraseña nueva'), 'cielo-tango-mate-92');
    await screen.findByText('Muy fuerte');
    await user.type(field('Repetir contraseña nueva'), 'cielo-tango-mate-92{Enter}');
    await waitFor(() =>
      expect(field('Contraseña temporal')).toHaveAccessibleDescription('La contraseña actual no es correcta'),
    );
    expect(useAuthStore.getState().user?.debeCambiarClave).toBe(true);
  });
});
