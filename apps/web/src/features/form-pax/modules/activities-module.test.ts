import { addDays, addYears, agencyToday } from '@portal/domain/dates';
import { MESSAGES } from '@portal/domain/messages';
import type { TPassenger } from '@portal/domain/passenger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api-client';
import type { TSession } from '@/shared/auth/session-cookie';
import type { TActivityOrderPayload, TOrderDraftOf } from '@/shared/order-summary/order-draft-store';
import { activityBookingBody } from './activities-module';
import { submitOrder } from './order-modules';

// Two adults and a 7-year-old on an activity 20 days from now, 11:00, option C-LUN at 240.
const day = addDays(agencyToday(new Date()), 20);
const pax = (nombres: string, age: number): TPassenger => ({
  nombres,
  apellidos: 'Gómez',
  dni: age >= 18 ? '30111222' : '50111222',
  nacionalidad: 'Argentina',
  nacimiento: addDays(addYears(day, -age), -40), // `age` on the activity's day
  edad: age,
  tipoDoc: 'DNI',
});
const family = [pax('Ana', 40), pax('Luis', 42), pax('Sol', 7)];
const payload: TActivityOrderPayload = {
  productCode: 'MCO-KSC01',
  productName: 'Kennedy Space Center',
  paxQuantity: 3,
  fromDate: day,
  toDate: day,
  rooming: { adultCount: 2, childCount: 1, childAges: [7] },
  horarioSeleccionado: '11:00',
  conceptBookingCode: 'C-LUN',
  echoToken: 'ECHO-1',
  productBookingCode: 'PB-1',
  tarifa: 240,
  currencyCode: 'USD',
};
const draft = (over: Partial<TActivityOrderPayload> = {}): TOrderDraftOf<'activities'> => ({
  q: 'activities',
  summary: {
    title: 'Kennedy Space Center',
    product: 'Con almuerzo',
    dates: { checkin: day },
    adults: 2,
    minors: 1,
    currency: 'USD',
    breakdown: { tarifa: 240, gastoReserva: 35, gastoAdmin: 35, iva: 0, pais: 0, rg4815: 0, rg5272: 0 },
    total: 310,
  },
  passengers: [{ kind: 'adult' }, { kind: 'adult' }, { kind: 'minor', age: 7 }],
  referenceDate: day,
  variant: 'ticket',
  payload: { ...payload, ...over },
});
const agent = { isAgenteAS: true };
const user = {
  ...agent,
  id: 3,
  nombre: 'Ana',
  nivel: 2,
  uws: 8,
  idUser: 3,
  idUWS: 8,
  expiresAt: Date.now() + 60_000,
} as TSession;
const ctx = (passengers = family) => ({
  passengers,
  user,
  entity: { idEntidad: 12, razonSocial: 'Agencia' },
  idempotencyKey: 'key-12345678',
});
const answer = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

describe('form-pax?q=activities request body', () => {
  it('the draft of spec §3, the passengers in order and the AS agent’s entity', () => {
    expect(activityBookingBody(payload, family, agent, 12)).toEqual({
      ...payload,
      pasajeros: family,
      idEntidad: 12,
    });
    expect(activityBookingBody(payload, family, { isAgenteAS: false }, 12)).not.toHaveProperty('idEntidad');
  });
});

describe('submitOrder for q=activities', () => {
  afterEach(() => vi.restoreAllMocks());

  it('books at /api/utilities/actividades/reservar with the Idempotency-Key; resumen?id= follows', async () => {
    const fetchMock = answer(200, {
      reservationId: '81',
      status: 'confirmed',
      codigoReserva: 'DS-123',
      total: 240,
      currencyCode: 'USD',
    });
    await expect(submitOrder(draft(), ctx())).resolves.toEqual({ reservaId: 81, codigoReserva: 'DS-123' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/utilities\/actividades\/reservar$/);
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toBe('key-12345678');
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({ ...payload, idEntidad: 12 });
    expect(body.pasajeros.map((p: TPassenger) => p.nombres)).toEqual(['Ana', 'Luis', 'Sol']);
  });

  it('no slot, or a passenger missing or of another age, is refused before any call', async () => {
    const fetchMock = answer(200, {});
    await expect(submitOrder(draft({ horarioSeleccionado: undefined }), ctx())).rejects.toThrow(
      MESSAGES.selectTimeSlot,
    );
    await expect(submitOrder(draft(), ctx(family.slice(0, 2)))).rejects.toThrow(
      MESSAGES.passengerCountMismatch,
    );
    const error = await submitOrder(draft(), ctx([family[0]!, family[1]!, pax('Sol', 5)])).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a 409 keeps the server’s words; a bare server fault reads as spec §8’s', async () => {
    answer(409, { message: MESSAGES.availabilityExpired });
    await expect(submitOrder(draft(), ctx())).rejects.toThrow(
      'La disponibilidad venció. Vuelva a buscar para reservar.',
    );
    vi.restoreAllMocks();
    answer(503, {});
    await expect(submitOrder(draft(), ctx())).rejects.toThrow('Hubo un error al guardar la reserva');
  });
});
