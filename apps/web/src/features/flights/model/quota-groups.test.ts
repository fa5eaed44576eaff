import { describe, expect, it } from 'vitest';
import { blockUnavailable, groupQuotaBlocks, quotaDestinations, readQuotaYear } from './quota-groups';
import { quotaBlock } from './test-data';

const blocks = [
  quotaBlock({ fechaSalida: '2027-01-19', comparador: 'b', asientosDisponibles: 3 }),
  quotaBlock({ destino: 'CUN', destinoNombre: 'Cancún', comparador: 'c', asientosDisponibles: 20 }),
  quotaBlock({ origen: 'COR', comparador: 'd', asientosDisponibles: 0 }),
  quotaBlock({ comparador: 'a' }),
];

describe('the quota page', () => {
  it('groups the blocks by destination name, each by departure then origin, with its seats left', () => {
    const groups = groupQuotaBlocks(blocks);
    expect(groups.map((g) => [g.destinoNombre, g.asientosDisponibles])).toEqual([
      ['Cancún', 20],
      ['Punta Cana', 15], // 3 + 0 + 12
    ]);
    expect(groups[1]!.blocks.map((b) => b.comparador)).toEqual(['d', 'a', 'b']);
  });

  it('filters one destination and lists the destinations for the filter', () => {
    expect(groupQuotaBlocks(blocks, 'CUN').map((g) => g.destino)).toEqual(['CUN']);
    expect(quotaDestinations(blocks)).toEqual([
      { value: 'CUN', label: 'Cancún (CUN)' },
      { value: 'PUJ', label: 'Punta Cana (PUJ)' },
    ]);
  });

  it('a sold-out block or one inside the non-AS lead time cannot be searched (spec §6)', () => {
    const ctx = { today: '2027-01-05', isAgenteAS: false };
    expect(blockUnavailable(quotaBlock({ asientosDisponibles: 0 }), ctx)).toBe('Agotado');
    expect(blockUnavailable(quotaBlock({ fechaSalida: '2027-01-13' }), ctx)).toBe('Fuera de plazo');
    expect(blockUnavailable(quotaBlock({ fechaSalida: '2027-01-14' }), ctx)).toBeUndefined();
    expect(
      blockUnavailable(quotaBlock({ fechaSalida: '2027-01-05' }), { ...ctx, isAgenteAS: true }),
    ).toBeUndefined();
  });

  it('reads the year, the current one when missing or odd', () => {
    expect(readQuotaYear('2025', '2026-11-24')).toBe(2025);
    expect(readQuotaYear('abc', '2026-11-24')).toBe(2026);
    expect(readQuotaYear(null, '2026-11-24')).toBe(2026);
  });
});
