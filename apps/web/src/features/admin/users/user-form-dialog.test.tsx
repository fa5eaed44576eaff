import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '@/shared/auth/auth-store';
import { login, renderRoutes } from '../../../test/render-page';
import { UserFormDialog } from './user-form-dialog';

const ENTITIES = {
  items: [
    { idEntidad: 4, razonSocial: 'Turismo Patagonia S.R.L.', cuit: '30-71234567-1' },
    { idEntidad: 7, razonSocial: 'Pampa Turismo Receptivo S.A.', cuit: '30-71234567-2' },
  ],
  total: 2,
  page: 1,
  perPage: 100,
};

const show = () => {
  const onSubmit = vi.fn();
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(ENTITIES));
  renderRoutes(
    [
      {
        path: '/',
        element: <UserFormDialog opened user={null} saving={false} onClose={() => {}} onSubmit={onSubmit} />,
      },
    ],
    '/',
  );
  return { onSubmit, fetchSpy };
};
const field = (label: string) =>
  screen.getAllByLabelText(new RegExp(`^${label}`)).find((e) => e.tagName === 'INPUT')!;
const pick = async (label: RegExp, option: string) => {
  const box = screen.getAllByRole('combobox', { name: label }).find((e) => e.tagName === 'INPUT')!;
  await userEvent.click(box);
  const list = await waitFor(() => document.getElementById(box.getAttribute('aria-controls') ?? '')!);
  await userEvent.click(await within(list).findByRole('option', { name: option, hidden: true }));
};
const create = () => screen.getByRole('button', { name: 'Crear usuario' });

afterEach(() => {
  endSession({ logout: false });
  vi.restoreAllMocks();
});

describe('the new-user dialog (issue 31, item 2)', () => {
  it('checks the fields with the domain’s rules before sending anything', async () => {
    login(4);
    const { onSubmit } = show();
    const user = userEvent.setup();
    await user.click(create());
    expect(field('Usuario')).toHaveAccessibleDescription(/El usuario debe tener entre 3 y 100 caracteres/);
    expect(field('Nombre')).toHaveAccessibleDescription('El nombre es obligatorio');
    expect(field('UWS')).toHaveAccessibleDescription(/El UWS debe ser un número entero positivo/);
    await waitFor(() => expect(field('Usuario')).toHaveFocus());
    await user.type(field('Usuario'), 'Juan Perez');
    await user.click(create());
    expect(field('Usuario')).toHaveAccessibleDescription(/solo admite minúsculas, números/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a seller without client entities', async () => {
    login(4);
    const { onSubmit, fetchSpy } = show();
    const user = userEvent.setup();
    await user.type(field('Usuario'), 'lucia.fernandez');
    await user.type(field('Nombre'), 'Lucía Fernández');
    await user.type(field('UWS'), '1200');
    await user.click(create());
    expect(onSubmit).toHaveBeenCalledWith({
      username: 'lucia.fernandez',
      nombre: 'Lucía Fernández',
      nivel: 1,
      uws: 1200,
      entidades: [],
    });
    expect(screen.queryByLabelText(/^Entidades cliente/)).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks an AS agent’s client entities among the active ones', async () => {
    login(4);
    const { onSubmit, fetchSpy } = show();
    const user = userEvent.setup();
    await user.type(field('Usuario'), 'as.nueva');
    await user.type(field('Nombre'), 'Agente Nueva');
    await user.type(field('UWS'), '1300');
    await pick(/^Rol/, 'Agente AS (nivel 2)');
    await user.click(create());
    expect(field('Entidades cliente')).toHaveAccessibleDescription(
      /Un agente AS necesita al menos una entidad cliente/,
    );
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(field('Entidades cliente'), 'Pampa');
    await waitFor(() => expect(String(fetchSpy.mock.calls.at(-1)?.[0])).toContain('q=Pampa'));
    expect(String(fetchSpy.mock.calls.at(-1)?.[0])).toMatch(
      /\/api\/admin\/entidades\?estado=activas&perPage=100/,
    );
    await user.click(
      await screen.findByRole('option', { name: 'Pampa Turismo Receptivo S.A.', hidden: true }),
    );
    await user.click(create());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'as.nueva', nivel: 2, entidades: [7] }),
    );
  });
});
