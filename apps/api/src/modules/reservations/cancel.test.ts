import { describe, expect, it } from 'vitest';
import { addDays, MESSAGES, type TReservationDetail } from '@portal/domain';
import { SupplierError } from '../../suppliers/core';
import { useTestApp, type Headers } from '../../test/app';
import { utilitiesKit } from '../activities/test-kit';
import { flightBody, flightsKit } from '../flights/test-kit';
import { today } from '../hotels/test-kit';

// Mis reservas (issue 18): the detail with its history and cancellation, the cancellation
// inside and outside the free window, once per key, refused by the supplier, and never
// another user's.
const t = useTestApp();
let keys = 0;
const key = () => `test-cancel-${Date.now().toString(36)}-${++keys}`;

const detail = async (id: number | string, headers: Headers = t.vendedor) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/main/reservas/${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TReservationDetail;
};
const cancel = (id: number | string, penalidad: number, o: { headers?: Headers; key?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/main/reservas/${id}/cancelar`,
    headers: { ...(o.headers ?? t.vendedor), 'idempotency-key': o.key ?? key() },
    payload: { penalidad },
  });

/** An Everglades airboat tour `ahead` days from now, booked by `headers`' user. */
const bookActivity = async (ahead: number, headers: Headers = t.vendedor) => {
  const kit = utilitiesKit(t);
  const date = addDays(today(), ahead);
  const search = await kit.searchActivity('MCO-EVG01', date, { adults: 2, childAges: [] }, headers);
  expect(search.statusCode, search.body).toBe(200);
  const answer = search.json();
  const offer = answer.products.availResponseV2Product[0];
  const concept = offer.concepts[0];
  const party = { adults: 2, childAges: [] };
  const body = kit.activityBooking({ answer, offer, concept, slot: concept.horarios[0] }, party);
  const res = await kit.book(
    'actividades',
    headers === t.agente ? { ...body, idEntidad: t.ids.entity } : body,
    {
      headers,
    },
  );
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.json().reservationId);
};

describe('GET /api/main/reservas/:id and POST …/cancelar', () => {
  it('cancels free inside the window, once per key; the history says who and when', async () => {
    const id = await bookActivity(20);
    const before = await detail(id);
    expect(before.history.map((h) => h.to)).toEqual(['pending', 'confirmed']);
    // activities: free until 2 days before the service
    expect(before.cancelacion).toMatchObject({
      cancelable: true,
      penalidad: 0,
      gratisHasta: addDays(today(), 18),
    });
    const k = key();
    const res = await cancel(id, 0, { key: k });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ reservationId: id, status: 'cancelled', penalidad: 0, moneda: 'USD' });
    const again = await cancel(id, 0, { key: k });
    expect([again.statusCode, again.json()]).toEqual([200, res.json()]);
    const after = await detail(id);
    expect(after.status).toBe('cancelled');
    expect(after.history.at(-1)).toMatchObject({
      from: 'confirmed',
      to: 'cancelled',
      cause: expect.stringMatching(/^cancelada por /),
    });
    expect(after.cancelacion).toMatchObject({ cancelable: false, motivo: 'La reserva ya está cancelada' });
    const other = await cancel(id, 0);
    expect([other.statusCode, other.json().message]).toEqual([400, 'La reserva ya está cancelada']);
  });

  it('charges the whole rate after the window, and refuses a penalty the agent did not see', async () => {
    const id = await bookActivity(1, t.agente); // AS agents book from today; 1 day ahead is past the 2-day window
    const d = await detail(id, t.agente);
    // 2 adults × 45 (apps/sandbox/README.md), fees not refunded
    expect(d.cancelacion).toMatchObject({
      cancelable: true,
      penalidad: 90,
      gratisHasta: addDays(today(), -1),
    });
    const wrong = await cancel(id, 0, { headers: t.agente });
    expect([wrong.statusCode, wrong.json().message]).toEqual([409, MESSAGES.cancelPenaltyChanged]);
    expect((await detail(id, t.agente)).status).toBe('confirmed');
    const ok = await cancel(id, 90, { headers: t.agente });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await detail(id, t.agente)).toMatchObject({ status: 'cancelled', penalidadCobrada: 90 });
  });

  it('leaves the booking as it was when the supplier refuses', async () => {
    const id = await bookActivity(25);
    const real = t.app.cancellers.activities!;
    t.app.cancellers.activities = {
      atSupplier: async () => {
        throw new SupplierError('DESTSERVICES', 'rejected', 'cancellation closed');
      },
    };
    try {
      const res = await cancel(id, 0);
      expect([res.statusCode, res.json().message]).toEqual([502, MESSAGES.cancelSupplierRefused]);
    } finally {
      t.app.cancellers.activities = real;
    }
    const d = await detail(id);
    expect(d.status).toBe('confirmed');
    expect(d.history.map((h) => h.to)).toEqual(['pending', 'confirmed']);
  });

  it('gives the seats of a cancelled flight back to the quota', async () => {
    const kit = flightsKit(t);
    const trips = await kit.search({ destino: 'PUJ', from: addDays(today(), 35), to: addDays(today(), 90) });
    const trip = trips[0]!;
    const before = await kit.seatsLeft(trip.ida.idTramo);
    const res = await kit.book(flightBody(trip, 2));
    expect(res.statusCode, res.body).toBe(200);
    const [row] = (await kit.flightRows()).slice(-1);
    expect(await kit.seatsLeft(trip.ida.idTramo)).toBe(before - 2);
    const q = (await detail(row!.id)).cancelacion;
    expect(q.cancelable).toBe(true);
    expect((await cancel(row!.id, q.penalidad)).statusCode).toBe(200);
    expect(await kit.seatsLeft(trip.ida.idTramo)).toBe(before);
    expect(await kit.seatsLeft(trip.vuelta!.idTramo)).toBeGreaterThan(0);
  });

  it("answers 404 for another user's booking, to read it and to cancel it; 400 for a bad id", async () => {
    const id = await bookActivity(22);
    const read = await t.app.inject({ method: 'GET', url: `/api/main/reservas/${id}`, headers: t.agente });
    expect(read.statusCode).toBe(404);
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/main/reservas/${id}/cancelacion`,
      headers: t.agente,
    });
    expect(quote.statusCode).toBe(404);
    const res = await cancel(id, 0, { headers: t.agente });
    expect(res.statusCode).toBe(404);
    expect((await detail(id)).status).toBe('confirmed');
    const bad = await t.app.inject({ method: 'GET', url: '/api/main/reservas/abc', headers: t.vendedor });
    expect(bad.statusCode).toBe(400);
  });
});
