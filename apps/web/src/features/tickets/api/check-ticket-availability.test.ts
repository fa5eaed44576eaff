import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/shared/auth/auth-store';
import { sessionFromLogin } from '@/shared/auth/session-cookie';
import { checkTicketAvailability, SlotNotChosen } from './check-ticket-availability';

// issue 11, item 13: spec §6 says availability calls carry the user id and idUWS.
const offer = {
  codeAdult: 'WDW-BASE-4D',
  codeChild: 'WDW-BASE-4D-C',
  currency: 'USD' as const,
  fechaIn: '2027-10-20',
  name: 'Walt Disney World Base',
  provider: 'Disney' as const,
  taxAdult: { VENTA: 500, IVA: 0, TOTAL: 500 },
  taxChild: { VENTA: 480, IVA: 0, TOTAL: 480 },
  durationDays: 4,
  bannerColor: '#1565c0',
  findEvents: false,
  disponible: true,
};
const search = { park: 'disney' as const, adults: 2, minors: 0, days: 4, fecha: '2027-10-20' };

afterEach(() => vi.restoreAllMocks());

describe('checkTicketAvailability', () => {
  it("sends the session's user id and idUWS with the offer", async () => {
    startSession(
      sessionFromLogin({
        data: { user: { id: 41, nombre: 'Ana', nivel: 1, uws: 1002 } },
        accesos: { token: 't' },
      }),
    );
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          disponible: false,
          message: 'x',
          fecha: '2027-10-20',
          productId: 'a',
          productIdChild: 'b',
        }),
      ),
    );
    await expect(checkTicketAvailability(search, offer)).rejects.toThrow();
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({ codeAdult: 'WDW-BASE-4D', idUsuarioReservo: 41, idUWS: 1002 });
  });
});

// issue 11, item 5: the agent picks the Universal event among those with room.
describe('checkTicketAvailability for Universal events', () => {
  const express = {
    ...offer,
    codeAdult: 'UOR-EXP-1D',
    codeChild: 'UOR-EXP-1D-C',
    name: 'Universal Express',
    provider: 'Universal' as const,
    durationDays: 1,
    findEvents: true,
    programId: 'UEXP',
  };
  const universal = { ...search, park: 'universal' as const, days: 0 };
  const event = (time: string, available: number) => ({
    eventDateTime: `2027-10-20T${time}:00`,
    salesProgramId: 'UEXP',
    pluAdl: 'UOR-EXP-1D',
    available,
  });
  const events = [event('09:00', 1), event('11:00', 6), event('14:00', 2)];
  const answering = () =>
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(events)));

  it('offers only the slots with room for the party and books the one chosen', async () => {
    answering();
    const choose = vi.fn(async (list: typeof events) => list[1]!);
    const draft = await checkTicketAvailability(universal, express, choose);
    expect(choose.mock.calls[0]![0].map((e) => e.eventDateTime.slice(11, 16))).toEqual(['11:00', '14:00']);
    expect(draft.summary.product).toBe('Universal Express · 14:00 h');
  });

  it('books nothing when the agent closes the dialog', async () => {
    answering();
    await expect(checkTicketAvailability(universal, express, async () => null)).rejects.toBeInstanceOf(
      SlotNotChosen,
    );
  });
});
