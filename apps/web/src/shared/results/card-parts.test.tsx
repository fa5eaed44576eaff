import { IconTicket } from '@tabler/icons-react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { IconBadge, InfoButton, PriceWithNote, ProductCode } from '@/shared/results/card-parts';

describe('result card parts', () => {
  it('a badge reads as its text, its icon hidden from a screen reader', () => {
    renderWithMantine(<IconBadge icon={IconTicket}>Incluye ticket a elegir</IconBadge>);
    const badge = screen.getByText('Incluye ticket a elegir').closest('.mantine-Badge-root');
    expect(badge?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('the product code says which code it is, then what the product is', () => {
    renderWithMantine(
      <ProductCode code="ECMR" title="Código ACRISS" kind="Económico">
        <span>· 2 días</span>
      </ProductCode>,
    );
    expect(screen.getByTitle('Código ACRISS')).toHaveTextContent('ECMR');
    expect(screen.getByText('Económico')).toBeInTheDocument();
    expect(screen.getByText('· 2 días')).toBeInTheDocument();
  });

  it('the info button is named by its label when given one, and opens the dialog', async () => {
    const onClick = vi.fn();
    renderWithMantine(
      <InfoButton onClick={onClick} aria-label="Información de Doble">
        Info
      </InfoButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Información de Doble' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('the price shows what it covers under it', () => {
    renderWithMantine(<PriceWithNote price="US$ 120,00" note="Total del grupo" size="xl" />);
    expect(screen.getByText('US$ 120,00').nextElementSibling).toHaveTextContent('Total del grupo');
  });
});
