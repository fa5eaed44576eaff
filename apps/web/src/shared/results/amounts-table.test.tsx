import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AmountsTable } from '@/shared/results/amounts-table';
import { renderWithMantine } from '../../test/render';

const rows = [
  { key: 'adl', label: 'Adultos', amount: 'US$ 40,00' },
  { key: 'chd', label: 'Menores', amount: 'US$ 20,00' },
];

describe('AmountsTable', () => {
  it('lists what and how much under its headers', () => {
    renderWithMantine(<AmountsTable aria-label="Tarifas" head={['Pasajero', 'Tarifa']} rows={rows} />);
    const table = within(screen.getByRole('table', { name: 'Tarifas' }));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Pasajero', 'Tarifa']);
    expect(table.getAllByRole('row').map((r) => r.textContent)).toEqual([
      'PasajeroTarifa',
      'AdultosUS$ 40,00',
      'MenoresUS$ 20,00',
    ]);
  });

  it('has no header row when each row says what it is', () => {
    renderWithMantine(<AmountsTable aria-label="Precio por pasajero" rows={rows} />);
    expect(screen.queryByRole('columnheader')).toBeNull();
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });
});
