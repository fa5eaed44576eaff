import { describe, expect, it } from 'vitest';
import { buildTitle, labelFromMatches } from './title';

describe('buildTitle', () => {
  it('joins label and company with an em dash', () => {
    expect(buildTitle('Autos Encontrados', 'Mundo Travel')).toBe('Autos Encontrados — Mundo Travel');
  });

  it.each([undefined, null, '', '   '])('uses the company alone for %j', (label) => {
    expect(buildTitle(label, 'Mundo Travel')).toBe('Mundo Travel');
  });
});

describe('labelFromMatches', () => {
  it('takes the deepest labelled route', () => {
    const matches = [
      { handle: undefined },
      { handle: { label: 'Tickets' } },
      { handle: { label: 'Parques Temáticos' } },
    ];
    expect(labelFromMatches(matches)).toBe('Parques Temáticos');
  });

  it('skips unlabelled leaves', () => {
    expect(labelFromMatches([{ handle: { label: 'Vuelos' } }, { handle: {} }])).toBe('Vuelos');
  });

  it('builds a label from the route params', () => {
    const matches = [
      { handle: { label: 'Mis reservas' }, params: { id: '41' } },
      { handle: { label: (p: { id?: string }) => `Reserva N° ${p.id}` }, params: { id: '41' } },
    ];
    expect(labelFromMatches(matches)).toBe('Reserva N° 41');
  });

  it('returns undefined when nothing is labelled', () => {
    expect(labelFromMatches([{ handle: undefined }])).toBeUndefined();
  });
});
