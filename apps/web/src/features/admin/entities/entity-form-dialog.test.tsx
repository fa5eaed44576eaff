import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '@/shared/auth/auth-store';
import { login, mockApi, renderRoutes } from '../../../test/render-page';
import { EntityFormDialog } from './entity-form-dialog';

const AGENT = { id: 4, nombre: 'Agustina Ferreyra', username: 'agente' };

const pick = async (label: RegExp, option: string) => {
  const box = screen.getAllByRole('combobox', { name: label }).find((e) => e.tagName === 'INPUT')!;
  await userEvent.click(box);
  const list = await waitFor(() => document.getElementById(box.getAttribute('aria-controls') ?? '')!);
  await userEvent.click(await within(list).findByRole('option', { name: option, hidden: true }));
};

const renderDialog = () => {
  login(4);
  mockApi({ '/entidades/agentes': [200, [AGENT]] });
  const onSubmit = vi.fn();
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <EntityFormDialog opened entity={null} saving={false} onClose={() => {}} onSubmit={onSubmit} />
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

describe('the entity dialog', () => {
  it('formats the CUIT as typed and says at once when its check digit is wrong', async () => {
    const onSubmit = renderDialog();
    const cuit = await screen.findByRole('textbox', { name: /^CUIT/ });
    await userEvent.type(cuit, '3012345678');
    expect(cuit).toHaveValue('30-12345678');
    expect(screen.queryByText('El dígito verificador del CUIT no es válido')).not.toBeInTheDocument();
    // 30-12345678: 15+0+3+4+21+24+25+24+21+16 = 153, 153 mod 11 = 10, so its digit is 1, not 2
    await userEvent.type(cuit, '2');
    expect(cuit).toHaveValue('30-12345678-2');
    expect(screen.getByText('El dígito verificador del CUIT no es válido')).toBeInTheDocument();
    expect(cuit).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Crear entidad' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('La razón social debe tener entre 2 y 200 caracteres')).toBeInTheDocument();

    await userEvent.type(cuit, '{Backspace}1');
    expect(cuit).toHaveValue('30-12345678-1');
    expect(screen.queryByText('El dígito verificador del CUIT no es válido')).not.toBeInTheDocument();
  });

  it('sends the entity with its CUIT, condición frente al IVA and AS agents', async () => {
    const onSubmit = renderDialog();
    await userEvent.type(
      await screen.findByRole('textbox', { name: /^Razón social/ }),
      'Viajes Andinos S.A.',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /^CUIT/ }), '20123456786');
    await pick(/^Condición frente al IVA/, 'Monotributista');
    await userEvent.type(screen.getByRole('textbox', { name: 'Teléfono' }), '+54 (261) 423-5566');
    await pick(/^Agentes AS/, 'Agustina Ferreyra (agente)');
    await userEvent.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'reservas@');
    await userEvent.click(screen.getByRole('button', { name: 'Crear entidad' }));
    expect(screen.getByText('El correo electrónico no es válido')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'andinos.com.ar');
    await userEvent.click(screen.getByRole('button', { name: 'Crear entidad' }));
    expect(onSubmit).toHaveBeenCalledWith({
      razonSocial: 'Viajes Andinos S.A.',
      cuit: '20-12345678-6',
      condicionIva: 'Monotributista',
      email: 'reservas@andinos.com.ar',
      telefono: '+54 (261) 423-5566',
      direccion: '',
      agentes: [4],
    });
  });
});
