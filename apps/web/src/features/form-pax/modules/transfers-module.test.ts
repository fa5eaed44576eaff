import { addDays, addYears, agencyToday } from '@portal/domain/dates';
import { MESSAGES } from '@portal/domain/messages';
import type { TPassenger } from '@portal/domain/passenger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSession } from '@/shared/auth/session-cookie';
import type { TOrderDraftOf, TTransferOrderPayload } from '@/shared/order-summary/order-draft-store';
import { submitOrder } from './order-modules';
import { transferBookingBody } from './transfers-module';

// An adult and a 9-year-old arriving 30 days from now, a van at 120 for both.
const day = addDays(agencyToday(new Date()), 30);
const pax = (nombres: string, age: number): TPassenger => ({
  nombres,
  apellidos: 'Gómez',
  dni: age >= 18 ? '30111222' : '50111222',
  nacionalidad: 'Argentina',
  nacimiento: addDays(addYears(day, -age), -40),
  edad: age,
  tipoDoc: 'DNI',
});
const party = [pax('Ana', 40), pax('Sol', 9)];
const payload: TTransferOrderPayload = {
  fecha: day,
  adultos: 1,
  menores: 1,
  name: 'Traslado privado en van',
  currency: 'USD',
  tarifa: 120,
  echoToken: 'TECHO-1',
  productBookingCode: 'TPB-1',
  vuelo: 'AR1302',
};
const draft: TOrderDraftOf<'transfers'> = {
  q: 'transfers',
  summary: {
    title: 'Traslado privado en van',
    product: 'Ida y vuelta',
    dates: { checkin: day, checkout: addDays(day, 7) },
    adults: 1,
    minors: 1,
    currency: 'USD',
    breakdown: { tarifa: 120, gastoReserva: 35, gastoAdmin: 35, iva: 0, pais: 0, rg4815: 0, rg5272: 0 },
    total: 190,
  },
  passengers: [{ kind: 'adult' }, { kind: 'minor', age: 9 }],
  referenceDate: day,
  variant: 'ticket',
  payload,
};
const user = {
  id: 3,
  nombre: 'Ana',
  nivel: 1,
  uws: 8,
  idUser: 3,
  idUWS: 8,
  isAgenteAS: false,
  expiresAt: Date.now() + 60_000,
} as TSession;
const ctx = (passengers = party) => ({ passengers, user, entity: null, idempotencyKey: 'key-87654321' });
const answer = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

describe('form-pax?q=transfers request body', () => {
  it('the selection of spec §3 with the echoToken, the passengers; idEntidad only for AS agents', () => {
    expect(transferBookingBody(payload, party, user, 12)).toEqual({ ...payload, pasajeros: party });
    expect(transferBookingBody(payload, party, { isAgenteAS: true }, 12)).toMatchObject({ idEntidad: 12 });
  });
});

describe('submitOrder for q=transfers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('books at /api/utilities/traslados/reservar with the Idempotency-Key', async () => {
    const fetchMock = answer(200, {
      reservationId: '82',
      status: 'confirmed',
      codigoReserva: 'TR-9',
      total: 120,
      currencyCode: 'USD',
    });
    await expect(submitOrder(draft, ctx())).resolves.toEqual({ reservaId: 82, codigoReserva: 'TR-9' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/utilities\/traslados\/reservar$/);
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toBe('key-87654321');
    expect(JSON.parse(String(init?.body))).toEqual({ ...payload, pasajeros: party });
  });

  it('the minor must be the age searched; a supplier refusal keeps its words', async () => {
    const fetchMock = answer(200, {});
    await expect(submitOrder(draft, ctx([party[0]!, pax('Sol', 12)]))).rejects.toThrow();
    expect(fetchMock).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    answer(502, { message: 'El proveedor no confirmó el traslado' });
    await expect(submitOrder(draft, ctx())).rejects.toThrow('El proveedor no confirmó el traslado');
    vi.restoreAllMocks();
    answer(500, {});
    await expect(submitOrder(draft, ctx())).rejects.toThrow(MESSAGES.bookingSaveError);
  });
});
