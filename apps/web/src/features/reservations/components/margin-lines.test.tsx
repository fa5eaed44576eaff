import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../test/render';
import { MarginLines } from './margin-lines';

// issue 32 (D-25): staff see net, markup and sale; an agent's answer has no net, and nothing shows.
describe('MarginLines', () => {
  it('shows the net, the markup and the sale as the booking stored them', () => {
    renderWithMantine(<MarginLines r={{ neto: 232, margen: 18, total: 250, currency: 'USD' }} />);
    const lines = screen.getByRole('list', { name: 'Margen de la agencia' });
    const [neto, margen, venta] = within(lines).getAllByRole('listitem');
    expect(neto).toHaveTextContent(/^NetoUS\$\s232,00$/);
    expect(margen).toHaveTextContent(/^MargenUS\$\s18,00$/);
    expect(venta).toHaveTextContent(/^VentaUS\$\s250,00$/);
  });

  it('shows nothing to an agent', () => {
    renderWithMantine(<MarginLines r={{ total: 250, currency: 'USD' }} />);
    expect(screen.queryByRole('list', { name: 'Margen de la agencia' })).toBeNull();
  });
});
