import type { TPassenger } from '@portal/domain/passenger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api-client';
import type { TSession } from '@/shared/auth/session-cookie';
import type {
  TDisneyHotelOrderPayload,
  TOrderDraftOf,
  TThirdHotelOrderPayload,
} from '@/shared/order-summary/order-draft-store';
import { bookingErrorLines } from '../components/booking-error-dialog';
import { submitOrder } from './order-modules';
import { disneyBookingBody, thirdBookingBody } from './provider-module';

const pax = (nombres: string, nacimiento: string, edad: number): TPassenger => ({
  nombres,
  apellidos: 'Pérez',
  dni: '30111222',
  nacionalidad: 'Argentina',
  nacimiento,
  edad,
  tipoDoc: 'DNI',
});
const passengers = [pax('Ana', '1985-02-01', 45), pax('Luis', '2024-06-01', 5)];
const agent = { idUser: 3, idUWS: 8, isAgenteAS: true };
const user = { ...agent, id: 3, nombre: 'Ana', nivel: 2, uws: 8, expiresAt: Date.now() + 60_000 } as TSession;

const base = {
  summary: {
    title: 'Hotel',
    product: 'Hotel – Room',
    dates: { checkin: '2030-05-10', checkout: '2030-05-14' },
    adults: 1,
    minors: 1,
    currency: 'USD' as const,
    breakdown: { tarifa: 1000, gastoReserva: 35, gastoAdmin: 35, iva: 125, pais: 0, rg4815: 0, rg5272: 0 },
    total: 1195,
  },
  passengers: [{ kind: 'adult' as const }, { kind: 'minor' as const, age: 5 }],
  referenceDate: '2030-05-10',
  variant: 'hotel' as const,
};
const disneyPayload: TDisneyHotelOrderPayload = {
  kind: 'disney',
  reservaCodigo: 'RSV-1',
  requiredTicket: null,
  productAddons: [],
  roomCriteria: { adultCount: 1, childCount: 1, roomCount: 1, childAges: [5] },
  stayRange: { checkin: '2030-05-10', checkout: '2030-05-14' },
  promotions: [],
  monto: 1195,
};
const thirdPayload: TThirdHotelOrderPayload = {
  kind: 'third',
  informacionRsrv: { token: 'abc' },
  tarifa: { venta: 500 },
  hotelID: 77,
};
const disneyDraft: TOrderDraftOf<'provider'> = { ...base, q: 'provider', payload: disneyPayload };
const thirdDraft: TOrderDraftOf<'provider'> = { ...base, q: 'provider', payload: thirdPayload };

describe('form-pax?q=provider request bodies', () => {
  it('Disney: the draft, the passengers in order, the session ids and the AS agent’s entity', () => {
    const { kind: _kind, ...payload } = disneyPayload;
    expect(disneyBookingBody(disneyPayload, passengers, agent, 12)).toEqual({
      ...payload,
      isAgenteAS: true,
      pasajeros: passengers,
      idUsuarioReservo: 3,
      idUWS: 8,
      idEntidad: 12,
    });
    expect(
      disneyBookingBody(disneyPayload, passengers, { ...agent, isAgenteAS: false }, 12),
    ).not.toHaveProperty('idEntidad');
  });

  it('third provider: informacionRsrv, pasajeros, proveedor 1 and the rate shown', () => {
    expect(thirdBookingBody(thirdPayload, passengers, agent)).toEqual({
      informacionRsrv: { token: 'abc' },
      tarifa: { venta: 500 },
      hotelID: 77,
      pasajeros: passengers,
      proveedor: 1,
      idUsuarioReservo: 3,
      idUWS: 8,
    });
  });
});

describe('submitOrder for q=provider', () => {
  afterEach(() => vi.restoreAllMocks());
  const ctx = {
    passengers,
    user,
    entity: { idEntidad: 12, razonSocial: 'Agencia' },
    idempotencyKey: 'key-12345678',
  };

  it('books a Disney room at reserva-disney/ with the Idempotency-Key and answers the reservation id', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          reservationId: '41',
          status: 'confirmed',
          reservationIds: { supplierResId: 'WDW-9' },
        }),
        { status: 200 },
      ),
    );
    await expect(submitOrder(disneyDraft, ctx)).resolves.toEqual({ reservaId: 41, codigoReserva: 'WDW-9' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/hotels\/reserva-disney\/$/);
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toBe('key-12345678');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      reservaCodigo: 'RSV-1',
      idEntidad: 12,
      monto: 1195,
    });
  });

  it('books a third-provider room at hotelResV2', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ reservationId: '42', status: 'confirmed', codigoReserva: 'TP-1' }), {
        status: 200,
      }),
    );
    await expect(submitOrder(thirdDraft, ctx)).resolves.toEqual({ reservaId: 42, codigoReserva: 'TP-1' });
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/hotels\/hotelResV2$/);
  });
});

describe('the hotel error dialog (spec §8)', () => {
  it('a supplier failure: not completed, the server’s message, try again later', () => {
    expect(bookingErrorLines(new ApiError(502, 'Ocurrió un error al reservar el hotel'))).toEqual([
      'No se pudo completar la reserva.',
      'Ocurrió un error al reservar el hotel',
      'Intenta de nuevo más tarde.',
    ]);
  });
  it('a broken rule: the server’s message only; no answer at all: try again later', () => {
    expect(bookingErrorLines(new ApiError(400, 'La tarifa cambió'))).toEqual([
      'No se pudo completar la reserva.',
      'La tarifa cambió',
    ]);
    expect(bookingErrorLines(new ApiError(0, 'sin conexión'))).toEqual([
      'No se pudo completar la reserva.',
      'Intenta de nuevo más tarde.',
    ]);
  });
});
