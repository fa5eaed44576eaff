import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../../shared/auth/auth-store';
import { sessionFromLogin } from '../../../shared/auth/session-cookie';
import { checkTicketAvailability } from './check-ticket-availability';

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
