import { describe, expect, it } from 'vitest';
import { ZHotelResV2Response } from '@portal/domain';
import { useTestApp } from '../../test/app';
import { stay } from '../hotels/test-kit';
import { bookingBody, newThirdKey, nonRefundable, refundable, thirdKit } from './test-kit';

// spec §7 POST hotelResV2 (third provider, issue 12): one room per call, booked once per
// Idempotency-Key, priced by the server from the supplier's rate.
const t = useTestApp();
const kit = thirdKit(t);
const range = stay(40, 3);
const money = (n: unknown) => Number(n);

describe('POST /api/hotels/hotelResV2', () => {
  it('books a room once: confirmed with the provider’s code, room sale + VAT + 35 admin + 35 booking fee', async () => {
    const { hotel, room } = kit.findRoom(await kit.search({ range }), refundable);
    const key = newThirdKey();
    const res = await kit.book(bookingBody(hotel, room, range), { key });
    expect(res.statusCode, res.body).toBe(200);
    const answer = ZHotelResV2Response.parse(res.json());
    expect(answer).toMatchObject({ status: 'confirmed', codigoReserva: expect.stringMatching(/^TPX-/) });
    const [row] = await kit.rowsOf(key);
    expect(row).toMatchObject({
      id: Number(answer.reservationId),
      module: 'third-hotels',
      supplier: 'THIRDPROVIDER',
      status: 'confirmed',
      supplierRef: answer.codigoReserva,
      userId: t.ids.vendedor,
      idEntidad: null,
      checkin: range.checkin,
      checkout: range.checkout,
    });
    const { venta, iva } = room.tarifa as Record<string, number>;
    expect(money(row!.total)).toBeCloseTo(money(venta) + money(iva) + 35 + 35, 2);
    expect(row!.passengers).toHaveLength(2);
    const taken = await kit.allotment(room, range.checkin);
    expect(taken!.remaining).toBe(taken!.initial - 1);

    const again = await kit.book(bookingBody(hotel, room, range), { key });
    expect([again.statusCode, again.json()]).toEqual([200, res.json()]);
    expect(await kit.rowsOf(key)).toHaveLength(1);
    expect((await kit.allotment(room, range.checkin))!.remaining).toBe(taken!.remaining);
  });

  it('books a family room: two adults, then the minor with the age searched', async () => {
    const party = { adults: 2, childAges: [6] };
    const { hotel, room } = kit.findRoom(await kit.search({ range, parties: [party] }), refundable);
    const key = newThirdKey();
    const res = await kit.book(bookingBody(hotel, room, range, { party }), { key });
    expect(res.statusCode, res.body).toBe(200);
    expect((await kit.rowsOf(key))[0]!.passengers).toHaveLength(3);
  });

  it('books a non-refundable room for an AS agent and his client, from the user of the token', async () => {
    const { hotel, room } = kit.findRoom(await kit.search({ range }, t.agente), nonRefundable);
    const key = newThirdKey();
    const body = bookingBody(hotel, room, range, {
      over: { idEntidad: t.ids.entity, idUsuarioReservo: 424242, idUWS: 999 },
    });
    const res = await kit.book(body, { headers: t.agente, key });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await kit.rowsOf(key);
    expect(row).toMatchObject({ userId: t.ids.agente, idEntidad: t.ids.entity, status: 'confirmed' });
    expect(row!.request).toMatchObject({ idUsuarioReservo: t.ids.agente, nonRefundable: true });
    // recorded on the booking, so Mis reservas never offers it free
    expect(row!.nonRefundable).toBe(true);
    const detail = await t.app.inject({ url: `/api/main/reservas/${row!.id}`, headers: t.agente });
    expect(detail.json().cancelacion).toMatchObject({
      cancelable: true,
      gratisHasta: null,
      penalidad: (row!.breakdown as { tarifa: number }).tarifa,
    });
  });

  it('takes the spec §3 payload alone: informacionRsrv, pasajeros, proveedor 1', async () => {
    const { hotel, room } = kit.findRoom(await kit.search({ range }), refundable);
    const { tarifa: _t, hotelID: _h, ...specOnly } = bookingBody(hotel, room, range);
    const res = await kit.book(specOnly);
    expect(res.statusCode, res.body).toBe(200);
  });
});
