import { addDays, addYears, agencyToday } from '@portal/domain/dates';
import { MESSAGES } from '@portal/domain/messages';
import type { TPassenger } from '@portal/domain/passenger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api-client';
import type { TSession } from '@/shared/auth/session-cookie';
import type { TAssistanceOrderPayload, TOrderDraftOf } from '@/shared/order-summary/order-draft-store';
import { assistanceVoucherBody, travellersError } from './assistance-module';
import { submitOrder } from './order-modules';

// A family quoted for ages 44, 41, 12 and 7, departing 40 days from now for 15 days.
const start = addDays(agencyToday(new Date()), 40);
/** Someone `age` years old on the departure day (born 40 days before that birthday). */
const pax = (nombres: string, age: number, over: Partial<TPassenger> = {}): TPassenger => ({
  nombres,
  apellidos: 'Fernández',
  dni: age >= 18 ? '30111222' : '50111222',
  nacionalidad: 'Argentina',
  nacimiento: addDays(addYears(start, -age), -40),
  edad: age,
  tipoDoc: 'DNI',
  ...over,
});
const family = [pax('Lucía', 44), pax('Martín', 41), pax('Sofía', 12), pax('Tomás', 7)];
const payload: TAssistanceOrderPayload = {
  idCotizacion: 'UAQ-60',
  tipoViaje: 'Por Días',
  fechaVigencia: { desde: start, hasta: addDays(start, 14) },
  fechaInicio: start,
  edades: [44, 41, 12, 7],
  monto: 482.8, // 412.80 + 35 + 35
};
const draft: TOrderDraftOf<'assistance'> = {
  q: 'assistance',
  summary: {
    title: 'Asistencia al viajero UA 60',
    product: 'Plan por días · Europa · Edades: 44, 41, 12 y 7 años',
    dates: { checkin: start, checkout: addDays(start, 14) },
    adults: 2,
    minors: 2,
    currency: 'USD',
    breakdown: { tarifa: 412.8, gastoReserva: 35, gastoAdmin: 35, iva: 0, pais: 0, rg4815: 0, rg5272: 0 },
    total: 482.8,
  },
  passengers: [
    { kind: 'adult', age: 44 },
    { kind: 'adult', age: 41 },
    { kind: 'minor', age: 12 },
    { kind: 'minor', age: 7 },
  ],
  referenceDate: start,
  variant: 'ticket',
  payload,
};
const agent = { idUser: 3, idUWS: 8, isAgenteAS: true };
const user = { ...agent, id: 3, nombre: 'Ana', nivel: 2, uws: 8, expiresAt: Date.now() + 60_000 } as TSession;
const ctx = (passengers = family) => ({
  passengers,
  user,
  entity: { idEntidad: 12, razonSocial: 'Agencia' },
  idempotencyKey: 'key-12345678',
});
const answer = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

describe('form-pax?q=assistance request body (spec §3 Voucher)', () => {
  it('the passengers in the quoted order, the lead, the plan’s type and validity, the ids, the entity, monto', () => {
    expect(assistanceVoucherBody(payload, family, 0, agent, 12)).toEqual({
      datosVoucher: {
        paxs: family,
        leadId: 0,
        tipoViaje: 'Por Días',
        fechaVigencia: { desde: start, hasta: addDays(start, 14) },
      },
      idUsuarioReservo: 3,
      idUWS: 8,
      idEntidad: 12,
      monto: 482.8,
    });
    expect(assistanceVoucherBody(payload, family, 0, { ...agent, isAgenteAS: false }, 12)).not.toHaveProperty(
      'idEntidad',
    );
  });
});

describe('the travellers against the quoted ages (domain checkAssistanceTravellers)', () => {
  it('the quoted family passes', () => expect(travellersError(payload, family, 0)).toBeUndefined());
  it('each passenger has the quoted age on the departure day, in order', () => {
    const swapped = [family[1]!, family[0]!, family[2]!, family[3]!];
    expect(travellersError(payload, swapped, 0)).toBe(
      'El pasajero 1 debe tener 44 años al inicio del viaje, como en la cotización',
    );
    const older = [family[0]!, family[1]!, pax('Sofía', 13), family[3]!];
    expect(travellersError(payload, older, 0)).toBe(
      'El pasajero 3 debe tener 12 años al inicio del viaje, como en la cotización',
    );
  });
  it('one passenger per age; the lead 18 or more; 8 digits for a minor’s document', () => {
    expect(travellersError(payload, family.slice(0, 3), 0)).toBe(MESSAGES.assistancePaxCount);
    expect(travellersError(payload, family, 2)).toBe(MESSAGES.assistanceLeadAdult);
    expect(travellersError(payload, family, -1)).toBe(MESSAGES.assistanceLeadAdult);
    const longDni = [family[0]!, family[1]!, pax('Sofía', 12, { dni: '501112223' }), family[3]!];
    expect(travellersError(payload, longDni, 0)).toBe(MESSAGES.documentDigitsMinor);
  });
});

describe('submitOrder for q=assistance', () => {
  afterEach(() => vi.restoreAllMocks());

  it('pre-books at /api/assistance/voucher/pre-reserva with idCotizacion and the Idempotency-Key', async () => {
    const fetchMock = answer(200, { reservationId: '71', status: 'pre_booked', voucher: 'UA-000123' });
    await expect(submitOrder(draft, ctx())).resolves.toEqual({ reservaId: 71, codigoReserva: 'UA-000123' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/assistance\/voucher\/pre-reserva$/);
    const headers = init?.headers as Record<string, string>;
    expect(headers.idCotizacion).toBe('UAQ-60');
    expect(headers['Idempotency-Key']).toBe('key-12345678');
    const body = JSON.parse(String(init?.body));
    expect(body.datosVoucher.paxs.map((p: TPassenger) => p.nombres)).toEqual([
      'Lucía',
      'Martín',
      'Sofía',
      'Tomás',
    ]);
    expect(body).toMatchObject({
      datosVoucher: { leadId: 0, tipoViaje: 'Por Días' },
      monto: 482.8,
      idEntidad: 12,
    });
  });

  it('a passenger of another age than quoted is refused before any call', async () => {
    const fetchMock = answer(200, {});
    const error = await submitOrder(
      draft,
      ctx([family[0]!, pax('Martín', 40), family[2]!, family[3]!]),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      'El pasajero 2 debe tener 41 años al inicio del viaje, como en la cotización',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a refusal keeps the server’s message; a bare server fault reads as the catalogue’s', async () => {
    answer(400, { message: MESSAGES.assistanceQuoteExpired });
    await expect(submitOrder(draft, ctx())).rejects.toThrow(MESSAGES.assistanceQuoteExpired);
    vi.restoreAllMocks();
    answer(502, { message: MESSAGES.assistanceBookingError });
    await expect(submitOrder(draft, ctx())).rejects.toThrow(MESSAGES.assistanceBookingError);
    vi.restoreAllMocks();
    answer(503, {});
    await expect(submitOrder(draft, ctx())).rejects.toThrow(MESSAGES.assistanceBookingError);
  });
});
