import type { TPassenger } from '@portal/domain/passenger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSession } from '@/shared/auth/session-cookie';
import type { TCarOrderPayload, TOrderDraftOf } from '@/shared/order-summary/order-draft-store';
import { carBookingBody } from './cars-module';
import { submitOrder } from './order-modules';

const driver = (edad: number): TPassenger => ({
  nombres: 'Ana',
  apellidos: 'Pérez',
  dni: '30111222',
  nacionalidad: 'Argentina',
  nacimiento: `${2030 - edad}-02-01`, // edad on the pick-up, 2030-05-10
  edad,
  tipoDoc: 'DNI',
});
const agent = { idUser: 3, idUWS: 8, isAgenteAS: true };
const user = { ...agent, id: 3, nombre: 'Ana', nivel: 2, uws: 8, expiresAt: Date.now() + 60_000 } as TSession;
const payload: TCarOrderPayload = {
  brand: 'AVIS',
  checkin: '2030-05-10',
  checkout: '2030-05-13',
  horaIn: '10:00',
  horaOut: '10:00',
  oficinaIn: 'MIA',
  oficinaOut: 'MIA',
  codigoTarifa: 'RT1',
  codigoCategoria: 'CCAR',
  paisResidencia: 'AR',
  tarifa: 450.5,
  equipoAdicional: [{ quantity: 2, equipment_code: 'CSI', description: 'Silla para niños', monto: 12 }],
  monto: 522.5, // 450.50 + 2 × 12 × 3
};
const draft = (driverMinAge?: number): TOrderDraftOf<'cars'> => ({
  q: 'cars',
  summary: {
    title: 'Auto AVIS Toyota Corolla',
    product: 'Tarifa Básica · 2 × Silla para niños',
    dates: { checkin: '2030-05-10', checkout: '2030-05-13' },
    adults: 1,
    minors: 0,
    currency: 'USD',
    breakdown: { tarifa: 522.5, gastoReserva: 35, gastoAdmin: 35, iva: 0, pais: 0, rg4815: 0, rg5272: 0 },
    total: 592.5,
  },
  passengers: [{ kind: 'adult' }],
  referenceDate: '2030-05-10',
  variant: 'hotel',
  payload,
  ...(driverMinAge ? { driverMinAge } : {}),
});
const ctx = (edad = 40) => ({
  passengers: [driver(edad)],
  user,
  entity: { idEntidad: 12, razonSocial: 'Agencia' },
  idempotencyKey: 'key-12345678',
});
const answer = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

describe('form-pax?q=cars request body (spec §3 Car booking payload)', () => {
  it('the rate and equipment, the driver as pax, the session ids, isAgenteAS and the entity', () => {
    expect(carBookingBody(payload, driver(40), agent, 12)).toEqual({
      ...payload,
      pax: driver(40),
      idUsuarioReservo: 3,
      idUWS: 8,
      isAgenteAS: true,
      idEntidad: 12,
    });
    const plain = carBookingBody(payload, driver(40), { ...agent, isAgenteAS: false }, 12);
    expect(plain).not.toHaveProperty('idEntidad');
    expect(plain.isAgenteAS).toBe(false);
  });
});

describe('submitOrder for q=cars', () => {
  afterEach(() => vi.restoreAllMocks());

  it('books at /api/cars/reservar/ with the Idempotency-Key and answers reservation and confirmation', async () => {
    const fetchMock = answer(200, { confirmId: 'AV-778899', reservationId: '63', status: 'confirmed' });
    await expect(submitOrder(draft(), ctx())).resolves.toEqual({ reservaId: 63, codigoReserva: 'AV-778899' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/cars\/reservar\/$/);
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toBe('key-12345678');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      pax: { nombres: 'Ana', edad: 40 },
      monto: 522.5,
      tarifa: 450.5,
      idEntidad: 12,
      isAgenteAS: true,
    });
  });

  it('a supplier failure shows the server’s text; a bare server fault the catalogue’s', async () => {
    answer(502, { message: 'Ocurrió un error al reservar el auto' });
    await expect(submitOrder(draft(), ctx())).rejects.toThrow('Ocurrió un error al reservar el auto');
    vi.restoreAllMocks();
    answer(500, { message: 'Internal' });
    await expect(submitOrder(draft(), ctx())).rejects.toThrow('Ocurrió un error al reservar el auto');
    vi.restoreAllMocks();
    answer(409, { message: 'La tarifa o el equipamiento cambiaron desde la búsqueda. Vuelva a buscar.' });
    await expect(submitOrder(draft(), ctx())).rejects.toThrow('La tarifa o el equipamiento cambiaron');
  });

  it('a driver under the brand’s minimum age is refused before any call', async () => {
    const fetchMock = answer(200, {});
    await expect(submitOrder(draft(21), ctx(19))).rejects.toThrow('El pasajero debe ser mayor de 21 años');
    expect(fetchMock).not.toHaveBeenCalled();
    await submitOrder(draft(18), ctx(19)).catch(() => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
