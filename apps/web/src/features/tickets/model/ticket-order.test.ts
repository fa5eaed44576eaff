import { describe, expect, it } from 'vitest';
import { readTicketSearch, ticketSearchParams } from './search-params';
import { buildTicketDraft } from './ticket-order';

const offer = {
  codeAdult: 'UOR-EXP-1D',
  codeChild: 'UOR-EXP-1D-C',
  currency: 'USD' as const,
  fechaIn: '2027-10-20',
  name: 'Universal Express',
  provider: 'Universal' as const,
  taxAdult: { VENTA: 150, IVA: 0, TOTAL: 150 },
  taxChild: { VENTA: 140, IVA: 0, TOTAL: 140 },
  durationDays: 1,
  bannerColor: '#00838f',
  findEvents: true,
  programId: 'UEXP',
  disponible: true,
};
const search = { park: 'universal' as const, adults: 2, minors: 1, days: 0, fecha: '2027-10-20' };

describe('buildTicketDraft', () => {
  it('prices with the domain (2 × 150 + 140 + 35 + 35) and carries the Universal event', () => {
    const event = {
      eventDateTime: '2027-10-20T11:00:00',
      salesProgramId: 'UEXP',
      pluAdl: 'UOR-EXP-1D',
      pluChd: 'UOR-EXP-1D-C',
      available: 6,
    };
    const draft = buildTicketDraft({ search, offer, prices: offer, event });
    expect(draft.summary).toMatchObject({
      total: 510,
      product: 'Universal Express · 11:00 h',
      adults: 2,
      minors: 1,
    });
    expect(draft.payload).toMatchObject({
      monto: 510,
      tarifaAdulto: 150,
      tarifaChild: 140,
      checkin: '2027-10-20',
    });
    expect(draft.payload.universal).toEqual({
      eventDateTime: '2027-10-20T11:00:00',
      salesProgramId: 'UEXP',
      pluAdl: 'UOR-EXP-1D',
      pluChd: 'UOR-EXP-1D-C',
    });
    expect(draft.passengers).toEqual([{ kind: 'adult' }, { kind: 'adult' }, { kind: 'minor' }]);
  });

  it('no child rate without minors; Disney orders have no Universal part', () => {
    const draft = buildTicketDraft({
      search: { ...search, park: 'disney', minors: 0, days: 3 },
      offer: { ...offer, provider: 'Disney', findEvents: false },
      prices: offer,
    });
    expect(draft.payload).not.toHaveProperty('tarifaChild');
    expect(draft.payload).not.toHaveProperty('universal');
    expect(draft.summary.total).toBe(370);
  });
});

describe('ticket search in the URL', () => {
  it('round-trips and falls back to the defaults', () => {
    const s = { park: 'disneyland' as const, adults: 1, minors: 2, days: 5, fecha: '2027-03-10' };
    expect(readTicketSearch(new URLSearchParams(ticketSearchParams(s)))).toEqual(s);
    expect(readTicketSearch(new URLSearchParams('park=disneyland&days=9&adults=x'))).toEqual({
      park: 'disneyland',
      adults: 2,
      minors: 0,
      days: 1,
      fecha: null,
    });
    expect(readTicketSearch(new URLSearchParams('park=universal&days=3')).days).toBe(0);
  });
});
