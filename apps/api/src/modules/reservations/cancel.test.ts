import { describe, expect, it } from 'vitest';
import { addDays, MESSAGES, ZCancelConflict } from '@portal/domain';
import { SupplierError } from '../../suppliers/core';
import { useTestApp } from '../../test/app';
import { flightBody, flightsKit } from '../flights/test-kit';
import { testToday } from '../../test/clock';
import { cancelKit } from './cancel-test-kit';

// Mis reservas (issue 18): the detail with its history and cancellation, the cancellation
// inside and outside the free window, once per key, refused by the supplier, and never
// another user's.
const t = useTestApp();
const { detail, cancel, bookActivity, key } = cancelKit(t);

describe('GET /api/main/reservas/:id and POST …/cancelar', () => {
  it('cancels free inside the window, once per key; the history says who and when', async () => {
    const id = await bookActivity(20);
    const before = await detail(id);
    expect(before.history.map((h) => h.to)).toEqual(['pending', 'confirmed']);
    // activities: free until 2 days before the service
    expect(before.cancelacion).toMatchObject({
      cancelable: true,
      penalidad: 0,
      gratisHasta: addDays(testToday(), 18),
    });
    const k = key();
    const res = await cancel(id, 0, { key: k });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ reservationId: id, status: 'cancelled', penalidad: 0, moneda: 'USD' });
    const again = await cancel(id, 0, { key: k });
    expect([again.statusCode, again.json()]).toEqual([200, res.json()]);
    const after = await detail(id);
    expect(after.status).toBe('cancelled');
    // marked before the supplier was asked, so a crash in between is found and settled
    expect(after.history.slice(-2)).toMatchObject([
      {
        from: 'confirmed',
        to: 'cancelling',
        cause: expect.stringMatching(/^cancelación pedida por .+; penalidad/),
      },
      { from: 'cancelling', to: 'cancelled', cause: expect.stringMatching(/^cancelada por /) },
    ]);
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
      gratisHasta: addDays(testToday(), -1),
    });
    const wrong = await cancel(id, 0, { headers: t.agente });
    expect([wrong.statusCode, wrong.json().message]).toEqual([409, MESSAGES.cancelPenaltyChanged]);
    // today's quote comes with the 409, in the contract's shape
    expect(ZCancelConflict.parse(wrong.json()).errors.cancelacion.penalidad).toBe(90);
    expect((await detail(id, t.agente)).status).toBe('confirmed');
    const ok = await cancel(id, 90, { headers: t.agente });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await detail(id, t.agente)).toMatchObject({ status: 'cancelled', penalidadCobrada: 90 });
  });

  it('leaves the booking as it was when the supplier refuses', async () => {
    const id = await bookActivity(25);
    const real = t.app.productLines.cancellers.activities!;
    t.app.productLines.cancellers.activities = {
      atSupplier: async () => {
        throw new SupplierError('DESTSERVICES', 'rejected', 'cancellation closed');
      },
    };
    try {
      const res = await cancel(id, 0);
      expect([res.statusCode, res.json().message]).toEqual([502, MESSAGES.cancelSupplierRefused]);
    } finally {
      t.app.productLines.cancellers.activities = real;
    }
    const d = await detail(id);
    expect([d.status, d.penalidadCobrada]).toEqual(['confirmed', null]);
    expect(d.history.map((h) => h.to)).toEqual(['pending', 'confirmed', 'cancelling', 'confirmed']);
    expect(d.history.at(-1)?.cause).toMatch(/^el proveedor no aceptó la cancelación/);
    expect(d.cancelacion.cancelable).toBe(true);
  });

  it('gives the seats of a cancelled flight back to the quota', async () => {
    const kit = flightsKit(t);
    const trips = await kit.search({
      destino: 'PUJ',
      from: addDays(testToday(), 35),
      to: addDays(testToday(), 90),
    });
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
