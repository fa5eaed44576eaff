import { describe, expect, it } from 'vitest';
import { readStatementParams, statementApiQuery, statementParamsQuery } from './statement-params';

const read = (query: string) => readStatementParams(new URLSearchParams(query));

describe('statement params', () => {
  it('reads the period and the currency from the URL', () => {
    expect(read('desde=2026-01-01&hasta=2026-03-31&moneda=ARS')).toEqual({
      desde: '2026-01-01',
      hasta: '2026-03-31',
      moneda: 'ARS',
    });
  });

  it('falls back to the defaults on broken values', () => {
    expect(read('desde=2026-02-30&hasta=ayer&moneda=EUR')).toEqual({
      desde: null,
      hasta: null,
      moneda: 'USD',
    });
    expect(read('desde=2026-03-31&hasta=2026-03-01')).toEqual({
      desde: '2026-03-31',
      hasta: null,
      moneda: 'USD',
    });
  });

  it('writes only what differs from the defaults, and asks the API for it', () => {
    expect(statementParamsQuery({ desde: null, hasta: null, moneda: 'USD' })).toEqual({
      desde: null,
      hasta: null,
      moneda: null,
    });
    expect(statementApiQuery({ desde: '2026-01-01', hasta: null, moneda: 'ARS' })).toEqual({
      desde: '2026-01-01',
      moneda: 'ARS',
    });
  });
});
