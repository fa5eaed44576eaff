import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalsProvider } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { endSession } from '@/shared/auth/auth-store';
import { login, renderRoutes } from '../../../test/render-page';
import { UsersPage } from './users-page';

const row = (id: number, username: string, extra: object = {}) => ({
  id,
  username,
  nombre: `Nombre de ${username}`,
  nivel: 1,
  uws: 1200,
  active: true,
  mustChangePassword: false,
  entidades: [],
  createdAt: '2026-11-20T13:00:00.000Z',
  ...extra,
});
const page = (items: object[]) => ({ items, total: items.length, page: 1, perPage: 20 });

/** The API as the page sees it: the list, and whatever the test answers to its writes. */
const fakeApi = (writes: (method: string, url: string, body: unknown) => [number, unknown]) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    if (method === 'GET') return Response.json(page([row(1, 'vendedor'), row(2, 'admin', { nivel: 4 })]));
    const [status, body] = writes(method, url, init?.body ? JSON.parse(String(init.body)) : undefined);
    return Response.json(body, { status });
  });

/** the desktop layout: the table's media queries match */
const wideScreen = () =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query: string) =>
        ({ matches: true, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() }) as never,
    );

const show = () =>
  renderRoutes(
    [
      {
        path: '/admin/usuarios',
        element: (
          <>
            <UsersPage />
            <ModalsProvider />
          </>
        ),
      },
    ],
    '/admin/usuarios',
  );

afterEach(() => {
  endSession({ logout: false });
  vi.restoreAllMocks();
});

describe('the users page (issue 31, item 2)', () => {
  it('creates a user and shows the temporary password once, with a copy button', async () => {
    login(4);
    wideScreen();
    const created = row(9, 'lucia.fernandez', { mustChangePassword: true, claveTemporal: 'k7Qm-x9Tz-R4wp' });
    const fetchSpy = fakeApi(() => [201, created]);
    show();
    const user = userEvent.setup();
    expect(await screen.findByText('vendedor')).toBeInTheDocument();
    expect(screen.getAllByText('Administrador (nivel 4)').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Nuevo usuario' }));
    const form = await screen.findByRole('dialog', { name: 'Nuevo usuario' });
    await user.type(within(form).getByLabelText(/^Usuario/), 'lucia.fernandez');
    await user.type(within(form).getByLabelText(/^Nombre/), 'Lucía Fernández');
    await user.type(within(form).getByLabelText(/^UWS/), '1200');
    await user.click(within(form).getByRole('button', { name: 'Crear usuario' }));

    const dialog = await screen.findByRole('dialog', { name: 'Contraseña temporal' });
    expect(within(dialog).getByText('k7Qm-x9Tz-R4wp')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copiar' })).toBeInTheDocument();
    const post = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toMatch(/\/api\/admin\/usuarios$/);
    await user.click(within(dialog).getByRole('button', { name: 'Listo' }));
    await waitFor(() => expect(screen.queryByText('k7Qm-x9Tz-R4wp')).toBeNull());
  });

  it('deactivates after a confirmation, and shows it at once', async () => {
    login(4);
    wideScreen();
    let answer: (value: [number, unknown]) => void = () => {};
    const pending = new Promise<[number, unknown]>((resolve) => (answer = resolve));
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if ((init?.method ?? 'GET') === 'GET') return Response.json(page([row(1, 'vendedor')]));
      const [status, body] = await pending;
      return Response.json(body, { status });
    });
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Acciones de vendedor' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Desactivar' }));
    await user.click(await screen.findByRole('button', { name: 'Desactivar' }));
    // the server has not answered yet: the row already says so
    expect(await screen.findByText('Inactivo')).toBeInTheDocument();
    const patch = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect([String(patch[0]), JSON.parse(String(patch[1]?.body))]).toEqual([
      expect.stringMatching(/\/api\/admin\/usuarios\/1$/),
      { active: false },
    ]);
    const shown = vi.spyOn(notifications, 'show');
    answer([400, { message: 'No se puede desactivar ahora' }]);
    // refused: rolled back, with the server's words
    await waitFor(() => expect(screen.queryByText('Inactivo')).toBeNull());
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'red', message: 'No se puede desactivar ahora' }),
    );
  });
});
