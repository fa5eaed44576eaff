import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { endSession } from '@/shared/auth/auth-store';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MantineWrapper, renderWithMantine } from '../../../test/render';
import { LoginPage } from './login-page';

const loginPage = () => (
  <QueryClientProvider client={new QueryClient()}>
    <MemoryRouter>
      <LoginPage />
    </MemoryRouter>
  </QueryClientProvider>
);
const renderLogin = () => renderWithMantine(loginPage());
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

describe('LoginPage (spec §7 loginweb, §8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for both fields under each of them and sends nothing', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(field('Usuario')).toHaveAccessibleDescription('El usuario es obligatorio');
    expect(field('Contraseña')).toHaveAccessibleDescription('La contraseña es obligatoria');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('moves the focus to the field to fix', async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.type(field('Usuario'), 'vendedor');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(field('Contraseña')).toHaveAccessibleDescription('La contraseña es obligatoria');
    await waitFor(() => expect(field('Contraseña')).toHaveFocus());
  });

  it('a blank user name is no user name; typing clears the message', async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.type(field('Usuario'), '   ');
    await user.type(field('Contraseña'), 'secreta');
    await user.keyboard('{Enter}');
    expect(field('Usuario')).toHaveAccessibleDescription('El usuario es obligatorio');
    expect(field('Contraseña')).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(field('Usuario'), 'vendedor');
    expect(field('Usuario')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the trimmed user name with the password', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ message: 'Credenciales invalidas' }, { status: 401 }));
    renderLogin();
    const user = userEvent.setup();
    await user.type(field('Usuario'), ' vendedor ');
    await user.type(field('Contraseña'), 'secreta{Enter}');
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledOnce());
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toMatch(/\/loginweb$/);
    expect(JSON.parse(String(init?.body))).toMatchObject({
      username: 'vendedor',
      password: 'secreta',
      grantType: 'password',
    });
  });

  it('takes a user with a temporary password to its change (issue 31)', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({
        data: { user: { id: 9, nombre: 'Juan Pérez', nivel: 1, uws: 8, debeCambiarClave: true } },
        accesos: { token: 't' },
      }),
    );
    renderWithMantine(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/login']}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/cambiar-clave" element={<p>Cambiar contraseña</p>} />
            <Route path="/" element={<p>Inicio</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.type(field('Usuario'), 'juan.perez');
    await user.type(field('Contraseña'), 'k7Qm-x9Tz-R4wp{Enter}');
    expect(await screen.findByText('Cambiar contraseña')).toBeInTheDocument();
    endSession({ logout: false });
  });

  // issue 34: the server's page shows before the portal's code has come
  it('the server’s form cannot be sent before the portal takes it over, and keeps what was typed', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ message: 'Credenciales invalidas' }, { status: 401 }));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<MantineWrapper>{loginPage()}</MantineWrapper>);
    document.body.append(container);
    const sent = () => container.querySelector('button[type="submit"]')!;
    expect(sent()).toBeDisabled();
    // typed into the server's fields, before any script ran
    container.querySelector<HTMLInputElement>('input[name="username"]')!.value = 'vendedor';
    container.querySelector<HTMLInputElement>('input[name="password"]')!.value = 'secreta';

    render(<MantineWrapper>{loginPage()}</MantineWrapper>, { container, hydrate: true });
    await waitFor(() => expect(sent()).toBeEnabled());
    await act(async () => fireEvent.click(sent()));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledOnce());
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body))).toMatchObject({
      username: 'vendedor',
      password: 'secreta',
    });
    expect(field('Usuario')).toHaveValue('vendedor');
  });
});
