import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession } from '@/shared/auth/auth-store';
import { login, renderRoutes } from '../../test/render-page';
import { AppHeader } from './app-header';

describe('AppHeader', () => {
  afterEach(() => act(() => endSession()));

  it('links to Mis reservas on a desktop and in the phone menu, marked current there', async () => {
    login();
    renderRoutes([{ path: '*', element: <AppHeader /> }], '/mis-reservas/41');
    const [desktop] = screen.getAllByRole('link', { name: 'Mis reservas' });
    expect(desktop).toHaveAttribute('href', '/mis-reservas');

    await userEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const menu = await screen.findByRole('dialog');
    const phone = within(menu).getByRole('link', { name: 'Mis reservas' });
    expect(phone).toHaveAttribute('href', '/mis-reservas');
    expect(phone).toHaveAttribute('aria-current', 'page');
  });
});
