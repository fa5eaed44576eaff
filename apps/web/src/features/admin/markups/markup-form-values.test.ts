import { describe, expect, it } from 'vitest';
import type { TMarkupRule } from '@portal/domain/commerce/markup-schemas';
import { requestOf, ruleAfter, supplierOptions, valuesOf, writeOf } from './markup-form-values';

const RULE: TMarkupRule = {
  id: 4,
  linea: 'cars',
  proveedor: 'AVIS',
  idEntidad: 7,
  razonSocial: 'Viajes Andinos S.A.',
  destino: null,
  desde: '2026-12-01',
  hasta: null,
  tipo: 'monto',
  valor: 25,
  moneda: 'USD',
  prioridad: 3,
  activo: true,
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
};

describe('the markup form’s values', () => {
  it('start empty for a new rule: every line, supplier and client, a percentage, active', () => {
    expect(requestOf(valuesOf(null))).toEqual({
      linea: undefined,
      proveedor: undefined,
      idEntidad: undefined,
      destino: undefined,
      desde: undefined,
      hasta: undefined,
      tipo: 'porcentaje',
      valor: undefined,
      moneda: undefined,
      prioridad: 0,
      activo: true,
    });
  });

  it('send a rule back whole, as a PUT replaces it', () => {
    expect(writeOf(RULE)).toEqual({
      linea: 'cars',
      proveedor: 'AVIS',
      idEntidad: 7,
      destino: undefined,
      desde: '2026-12-01',
      hasta: undefined,
      tipo: 'monto',
      valor: 25,
      moneda: 'USD',
      prioridad: 3,
      activo: true,
    });
  });

  it('never send a currency with a percentage, and trim texts', () => {
    const values = { ...valuesOf(RULE), tipo: 'porcentaje' as const, valor: '12.5', destino: '  Miami ' };
    expect(requestOf(values)).toMatchObject({
      tipo: 'porcentaje',
      valor: 12.5,
      moneda: undefined,
      destino: 'Miami',
    });
  });

  it('show a change in the list at once, keeping the entity’s name only while it is the same', () => {
    expect(ruleAfter(RULE, { ...writeOf(RULE), activo: false })).toEqual({ ...RULE, activo: false });
    expect(ruleAfter(RULE, { ...writeOf(RULE), idEntidad: 8 })).toMatchObject({
      idEntidad: 8,
      razonSocial: null,
    });
  });

  it('offer the suppliers of the chosen line, or of every line', () => {
    expect(supplierOptions('cars').map((o) => o.value)).toEqual(['AVIS', 'BUDGET']);
    const all = supplierOptions('').map((o) => o.value);
    expect(all).toContain('OMNIBEES');
    // activities and transfers share theirs: offered once
    expect(all.filter((v) => v === 'DESTSERVICES')).toHaveLength(1);
  });
});
