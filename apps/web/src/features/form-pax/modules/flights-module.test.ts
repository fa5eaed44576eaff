import type { TFlightSegment } from '@portal/domain/flights/search-flights';
import type { TPassenger } from '@portal/domain/passenger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api-client';
import type { TSession } from '@/shared/auth/session-cookie';
import type { TFlightOrderPayload, TOrderDraftOf } from '@/shared/order-summary/order-draft-store';
import { flightBookingBody } from './flights-module';
import { submitOrder } from './order-modules';

const pax = (nombres: string, nacimiento: string): TPassenger => ({
  nombres,
  apellidos: 'Pérez',
  dni: '30111222',
  nacionalidad: 'Argentina',
  nacimiento,
  edad: 40,
  tipoDoc: 'DNI',
});
const passengers = [pax('Ana', '1985-02-01'), pax('Luis', '1990-06-01')];
const agent = { idUser: 3, idUWS: 8, isAgenteAS: true };
const user = { ...agent, id: 3, nombre: 'Ana', nivel: 2, uws: 8, expiresAt: Date.now() + 60_000 } as TSession;

const segment = (idTramo: number, origen: string, destino: string, fechaSalida: string): TFlightSegment => ({
  idTramo,
  origen,
  destino,
  fechaSalida,
  horaSalida: 2145,
  fechaLlegada: fechaSalida,
  horaLlegada: 2330,
  clase: 'Económica',
  descripcion: `AR ${origen} - ${destino}`,
  asientosDisponibles: 9,
  comparador: 'X',
  tarifas: { sumaTotal: 400, venta: 350, iva: 50, moneda: 'USD' },
});
const payload: TFlightOrderPayload = {
  idTramo: 101,
  idTramoVuelta: 102,
  tramos: [segment(101, 'EZE', 'PUJ', '2030-05-10'), segment(102, 'PUJ', 'EZE', '2030-05-17')],
  checkin: '2030-05-10',
  checkout: '2030-05-17',
  aeropuertoIda: 'EZE',
  aeropuertoVuelta: 'PUJ',
  destino: 'PUJ',
  tarifas: { sumaTotal: 800, venta: 700, iva: 100, moneda: 'USD' },
  monto: 1671.37,
};
const draft: TOrderDraftOf<'flights'> = {
  q: 'flights',
  summary: {
    title: 'Vuelo Punta Cana',
    product: 'AR EZE - PUJ',
    dates: { checkin: '2030-05-10', checkout: '2030-05-17' },
    adults: 2,
    minors: 0,
    currency: 'USD',
    breakdown: { tarifa: 1600, gastoReserva: 35, gastoAdmin: 36.37, iva: 0, pais: 0, rg4815: 0, rg5272: 0 },
    total: 1671.37,
  },
  passengers: [{ kind: 'adult' }, { kind: 'adult' }],
  referenceDate: '2030-05-10',
  variant: 'hotel',
  payload,
};
const ctx = {
  passengers,
  user,
  entity: { idEntidad: 12, razonSocial: 'Agencia' },
  idempotencyKey: 'key-12345678',
};
const answer = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

describe('form-pax?q=flights request body (spec §3 Flight booking)', () => {
  it('the selection, the passengers lead first, the session ids and the AS agent’s entity', () => {
    expect(flightBookingBody(payload, passengers, agent, 12)).toEqual({
      ...payload,
      pasajeros: passengers,
      idUsuarioReservo: 3,
      idUWS: 8,
      idEntidad: 12,
    });
    expect(flightBookingBody(payload, passengers, { ...agent, isAgenteAS: false }, 12)).not.toHaveProperty(
      'idEntidad',
    );
  });
});

describe('submitOrder for q=flights', () => {
  afterEach(() => vi.restoreAllMocks());

  it('books at /api/flights/api/aereos/reservar with the Idempotency-Key and answers the reservation id', async () => {
    const fetchMock = answer(200, {
      disponible: true,
      notas: 'ok',
      reservationId: '57',
      status: 'confirmed',
    });
    await expect(submitOrder(draft, ctx)).resolves.toEqual({ reservaId: 57 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/flights\/api\/aereos\/reservar$/);
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toBe('key-12345678');
    const body = JSON.parse(String(init?.body));
    expect(body.pasajeros.map((p: TPassenger) => p.nombres)).toEqual(['Ana', 'Luis']);
    expect(body).toMatchObject({ idTramo: 101, idTramoVuelta: 102, monto: 1671.37, idEntidad: 12 });
  });

  it('seats gone (disponible: false) is refused with the notas, as a definitive answer', async () => {
    answer(200, {
      disponible: false,
      notas: 'No se pudo completar la reserva: No hay asientos suficientes para la cantidad de adultos',
    });
    const error = await submitOrder(draft, ctx).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('No hay asientos suficientes para la cantidad de adultos');
    expect((error as ApiError).status).toBe(422);
  });

  it('a server failure reads as spec §8; a broken rule keeps the server’s message', async () => {
    answer(500, { message: 'Internal' });
    await expect(submitOrder(draft, ctx)).rejects.toThrow(
      'Ocurrió un error al reservar, contacta a un administrador',
    );
    vi.restoreAllMocks();
    answer(400, { message: 'El total no coincide con la tarifa actual del vuelo' });
    await expect(submitOrder(draft, ctx)).rejects.toThrow(
      'El total no coincide con la tarifa actual del vuelo',
    );
  });
});
