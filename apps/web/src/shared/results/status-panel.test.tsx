import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { StatusPanel } from '@/shared/results/status-panel';

const renderPanel = (props: Partial<React.ComponentProps<typeof StatusPanel>> = {}) =>
  renderWithMantine(
    <MemoryRouter>
      <StatusPanel
        icon={<svg />}
        title="Asistencias encontradas"
        text="No hay planes."
        back="/asis"
        {...props}
      />
    </MemoryRouter>,
  );

describe('StatusPanel', () => {
  it('keeps the page title, explains and links back to the search', () => {
    renderPanel();
    expect(screen.getByRole('heading', { level: 1, name: 'Asistencias encontradas' })).toBeInTheDocument();
    expect(screen.getByText('No hay planes.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modificar búsqueda' })).toHaveAttribute('href', '/asis');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it('offers Reintentar when asking again may help, and its own words back', async () => {
    const onRetry = vi.fn();
    renderPanel({ error: true, onRetry, backLabel: 'Volver a la búsqueda' });
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Volver a la búsqueda' })).toBeInTheDocument();
  });
});
