import { IconCalendar } from '@tabler/icons-react';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { BackButton, FactBadge, ResultsBanner, ResultsTitleBar } from '@/shared/results/results-banner';

const inRouter = (ui: React.ReactElement) => renderWithMantine(<MemoryRouter>{ui}</MemoryRouter>);

describe('ResultsBanner', () => {
  it('titles the page, links back to the search and announces the count with the facts', () => {
    inRouter(
      <ResultsBanner
        title="Actividades Encontradas"
        back="/actividades?destino=MIA"
        found="3 Actividades encontradas"
        facts={<FactBadge icon={IconCalendar}>10-12-2026 al 14-12-2026</FactBadge>}
      >
        <p>Aviso de la búsqueda</p>
      </ResultsBanner>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Actividades Encontradas' })).toBeInTheDocument();
    const count = screen.getByRole('heading', { level: 2, name: '3 Actividades encontradas' });
    expect(count).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('link', { name: 'Modificar búsqueda' })).toHaveAttribute(
      'href',
      '/actividades?destino=MIA',
    );
    expect(screen.getByText('10-12-2026 al 14-12-2026')).toBeInTheDocument();
    expect(screen.getByText('Aviso de la búsqueda')).toBeInTheDocument();
  });

  it('puts a control beside the summary and marks the box busy while the results reload', () => {
    inRouter(
      <ResultsBanner
        title="Vuelos Encontrados"
        back="/vuelos"
        found="2 vuelos encontrados"
        detail="Punta Cana (PUJ)"
        aside={<button type="button">Adultos</button>}
        busy
      />,
    );
    const box = screen.getByRole('heading', { level: 2 }).closest('[aria-busy]');
    expect(box).toHaveAttribute('aria-busy', 'true');
    expect(within(box as HTMLElement).getByText('Punta Cana (PUJ)')).toBeInTheDocument();
    expect(within(box as HTMLElement).getByRole('button', { name: 'Adultos' })).toBeInTheDocument();
  });
});

describe('ResultsTitleBar and BackButton', () => {
  it('a dimmed line under the title and a way back with its own words', () => {
    inRouter(
      <ResultsTitleBar
        title="Tickets encontrados"
        subtitle="Magic Kingdom · 2 adultos"
        back="/tickets"
        backLabel="Volver a la búsqueda"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Tickets encontrados' })).toBeInTheDocument();
    expect(screen.getByText('Magic Kingdom · 2 adultos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la búsqueda' })).toHaveAttribute('href', '/tickets');
  });

  it('a back button alone says Modificar búsqueda unless told', () => {
    inRouter(<BackButton to="/autos" variant="light" />);
    expect(screen.getByRole('link', { name: 'Modificar búsqueda' })).toHaveAttribute('href', '/autos');
  });
});
