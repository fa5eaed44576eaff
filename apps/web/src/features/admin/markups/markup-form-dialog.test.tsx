import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '@/shared/auth/auth-store';
import { login, mockApi, renderRoutes } from '../../../test/render-page';
import { MarkupFormDialog } from './markup-form-dialog';

const ENTITIES = {
  items: [{ idEntidad: 7, razonSocial: 'Viajes Andinos S.A.' }],
  total: 1,
  page: 1,
  perPage: 20,
};

const pick = async (label: RegExp, option: string) => {
  const box = screen.getAllByRole('combobox', { name: label }).find((e) => e.tagName === 'INPUT')!;
  await userEvent.click(box);
  const list = await waitFor(() => document.getElementById(box.getAttribute('aria-controls') ?? '')!);
  await userEvent.click(await within(list).findByRole('option', { name: option, hidden: true }));
};
// a select's input is a combobox, a text's a textbox
const field = (label: RegExp) =>
  [
    ...screen.queryAllByRole('textbox', { name: label }),
    ...screen.queryAllByRole('combobox', { name: label }),
  ].find((e) => e.tagName === 'INPUT')!;
const create = () => userEvent.click(screen.getByRole('button', { name: 'Crear regla' }));

const renderDialog = () => {
  login(4);
  mockApi({ '/entidades': [200, ENTITIES] });
  const onSubmit = vi.fn();
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <MarkupFormDialog opened rule={null} saving={false} onClose={() => {}} onSubmit={onSubmit} />
        ),
      },
    ],
    '/',
  );
  return onSubmit;
};

afterEach(() => {
  endSession({ logout: false });
  vi.restoreAllMocks();
});

describe('the markup dialog', () => {
  it('says what is wrong under each field and sends nothing', async () => {
    const onSubmit = renderDialog();
    await userEvent.type(field(/^Porcentaje/), '150');
    await create();
    expect(
      screen.getByText('El porcentaje debe ser mayor que 0 y hasta 100, con hasta 2 decimales'),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('radio', { name: 'Monto por reserva' }));
    await create();
    expect(screen.getByText('Indique la moneda del monto (USD o ARS)')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers the suppliers of the chosen line, and drops one the new line does not book with', async () => {
    renderDialog();
    await pick(/^Línea de producto/, 'Autos');
    await pick(/^Proveedor/, 'BUDGET');
    expect(field(/^Proveedor/)).toHaveValue('BUDGET');
    await pick(/^Línea de producto/, 'Hoteles');
    expect(field(/^Proveedor/)).toHaveValue('');
    await userEvent.click(field(/^Proveedor/));
    expect(await screen.findByRole('option', { name: 'Omnibees', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'BUDGET', hidden: true })).not.toBeInTheDocument();
  });

  it('sends a 10 % markup on cars for one entity', async () => {
    const onSubmit = renderDialog();
    await pick(/^Línea de producto/, 'Autos');
    await userEvent.type(field(/^Entidad/), 'andinos');
    await pick(/^Entidad/, 'Viajes Andinos S.A.');
    await userEvent.type(field(/^Porcentaje/), '10');
    await userEvent.clear(field(/^Prioridad/));
    await userEvent.type(field(/^Prioridad/), '5');
    await create();
    expect(onSubmit).toHaveBeenCalledWith({
      linea: 'cars',
      proveedor: undefined,
      idEntidad: 7,
      destino: undefined,
      desde: undefined,
      hasta: undefined,
      tipo: 'porcentaje',
      valor: 10,
      moneda: undefined,
      prioridad: 5,
      activo: true,
    });
  });
});
