import { beforeAll, describe, expect, it } from 'vitest';
import { addYears, MESSAGES } from '@portal/domain';
import { decodeRateKey, encodeRateKey } from '@portal/domain/supplier-wire/hotel-token';
import { useTestApp } from '../../test/app';
import {
  adult,
  beyondHorizon,
  entryFor,
  findRoom,
  hotelBooking,
  minor,
  newKey,
  post,
  refundable,
  RESERVATE,
  stay,
  type Room,
} from './test-kit';
import { testToday } from '../../test/clock';

const t = useTestApp();
const { search, reserve, rowsOf } = hotelBooking(t);

// The expected amounts, not from the pricing code under test (spec §9): a room is its sale rate
// plus VAT plus the 35 administrative expense, read straight off each supplier's spelling of the
// rate (VENTA or venta, IVA or iva, numbers or text); a hotel cart pays the 35 booking fee once.
const ADMIN_CENTS = 3500;
const BOOKING_FEE_CENTS = 3500;
const cents = (amount: unknown) => Math.round(Number(amount) * 100);
const roomCents = ({ tarifa }: Room) =>
  cents(tarifa.VENTA ?? tarifa.venta) + cents(tarifa.IVA ?? tarifa.iva) + ADMIN_CENTS;

describe('POST /api/booking/api/client/hotels/reservate', () => {
  it('books a room as vendedor: one confirmed row, user from the token, amounts from the server', async () => {
    const { hotel, room } = findRoom(await search(), refundable(1));
    const key = newKey();
    const res = await reserve([entryFor(hotel, room, [adult(0), adult(1)])], t.vendedor, key);
    expect(res.statusCode, res.body).toBe(200);
    const [confirmed] = res.json().Omnibees;
    expect(confirmed).toMatchObject({
      codigoReserva: expect.stringMatching(/^OMB-/),
      hotel: hotel.HotelName,
      tarifa: {
        VENTA: room.tarifa.VENTA,
        IVA: room.tarifa.IVA,
        TOTAL: expect.any(Number),
        alicuota: 10.5,
        ImpuestoPais: expect.any(Number),
        resolucion4815: expect.any(Number),
        gastoAdministrativo: 35,
        moneda: 'USD',
      },
      pasajeros: [expect.objectContaining({ nombres: 'Lucía' }), expect.any(Object)],
    });
    const [row] = await rowsOf(key);
    expect(row).toMatchObject({
      module: 'hotels',
      supplier: 'OMNIBEES',
      status: 'confirmed',
      userId: t.ids.vendedor,
      itemIndex: 0,
      idEntidad: null,
    });
    expect(row!.supplierRef).toBe(confirmed.codigoReserva);
    expect(cents(row!.total)).toBe(roomCents(room) + BOOKING_FEE_CENTS);
  });

  it('books three rooms of one city at three suppliers; the booking fee is charged once', async () => {
    const a = await search();
    const picks = [1, 2, 3].map((s) => findRoom(a, refundable(s)));
    const key = newKey();
    const res = await reserve(
      picks.map(({ hotel, room }, i) => entryFor(hotel, room, [adult(i), adult(i + 1)])),
      t.vendedor,
      key,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect([body.Omnibees.length, body.Prestige.length, body.HBSIS.length]).toEqual([1, 1, 1]);
    const rows = (await rowsOf(key)).sort((x, y) => x.itemIndex - y.itemIndex);
    expect(rows.map((r) => r.itemIndex)).toEqual([0, 1, 2]);
    expect(rows.map((r) => (r.breakdown as { gastoReserva: number }).gastoReserva)).toEqual([35, 0, 0]);
    const cart = picks.reduce((sum, { room }) => sum + roomCents(room), BOOKING_FEE_CENTS);
    expect(rows.reduce((sum, r) => sum + cents(r.total), 0)).toBe(cart);
  });

  it('refuses a 4th room with the cart message and writes nothing', async () => {
    const { hotel, room } = findRoom(await search(), refundable());
    const key = newKey();
    const res = await reserve(
      Array.from({ length: 4 }, () => entryFor(hotel, room, [adult(), adult(1)])),
      t.vendedor,
      key,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Tu carrito está lleno! No puedes añadir más Habitaciones');
    expect(await rowsOf(key)).toEqual([]);
  });

  it('refuses a room of another destination', async () => {
    const cancun = findRoom(await search(), refundable());
    const miami = findRoom(await search({ destino: 'C-MIA' }), refundable());
    const res = await reserve([
      entryFor(cancun.hotel, cancun.room, [adult(), adult(1)]),
      entryFor(miami.hotel, miami.room, [adult(), adult(1)]),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'No se puede agregar. El hotel tiene un destino diferente al de tus hoteles anteriores.',
    );
  });

  it('refuses a non-refundable room to a vendedor, whatever flag the portal sends', async () => {
    const { hotel, room } = findRoom(await search(), (r) => r.politicaCancelacion.nonRefundable);
    const res = await reserve([entryFor(hotel, room, [adult(), adult(1)], { isNoReembolsable: false })]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.nonRefundableOnlyAS);
  });

  it('refuses a vendedor a check-in within 9 days (rate found by an AS agent)', async () => {
    const { hotel, room } = findRoom(await search({ stayRange: stay(4) }, t.agente), refundable());
    const res = await reserve([entryFor(hotel, room, [adult(), adult(1)])]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(MESSAGES.leadTimeNonAS);
  });

  it('refuses a rate token moved past the 18-month sale horizon before pricing it (9999-12-01 was confirmed)', async () => {
    const { hotel, room } = findRoom(await search({ stayRange: stay(30) }), refundable(1));
    for (const stayRange of [beyondHorizon(), { checkin: '9999-12-01', checkout: '9999-12-04' }]) {
      const key = decodeRateKey(room.informacionRsrv)!;
      const token = encodeRateKey({ ...key, ...stayRange });
      const res = await reserve([entryFor(hotel, { ...room, informacionRsrv: token }, [adult(), adult(1)])]);
      expect([res.statusCode, res.json().message]).toEqual([
        400,
        'Habitación 1: La fecha de ingreso no puede ser posterior a 18 meses desde hoy',
      ]);
    }
  });

  it('refuses a sale rate that differs from the server by more than 0.01, and unknown rates', async () => {
    const { hotel, room } = findRoom(await search(), refundable(1));
    const cheaper = { ...room.tarifa, VENTA: Number(room.tarifa.VENTA) - 0.02 };
    const changed = await reserve([entryFor(hotel, room, [adult(), adult(1)], { tarifa: cheaper })]);
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toMatch(/La tarifa cambió/);
    const garbage = await reserve([
      entryFor(hotel, room, [adult(), adult(1)], { informacionRsrv: 'v1.xyz' }),
    ]);
    expect(garbage.json().message).toMatch(/ya no está disponible/);
    // a token is the issuing supplier's: another one does not sell that rate
    const otherSupplier = await reserve([entryFor(hotel, room, [adult(), adult(1)], { proveedor: 2 })]);
    expect(otherSupplier.json().message).toMatch(/ya no está disponible/);
    const otherHotel = await reserve([
      entryFor(hotel, room, [adult(), adult(1)], { hotelID: 'H-CUN-OTHER' }),
    ]);
    expect(otherHotel.json().message).toBe(
      'Los datos de la habitación no coinciden con la tarifa seleccionada',
    );
  });

  describe('passengers per room (spec §5 hotel booking form)', () => {
    let family: { hotel: ReturnType<typeof findRoom>['hotel']; room: Room };
    let checkin: string;
    beforeAll(async () => {
      const range = stay(25);
      checkin = range.checkin;
      family = findRoom(
        await search({
          stayRange: range,
          roomCriteriaList: [{ adultCount: 2, childCount: 1, roomCount: 1, childAges: [6] }],
        }),
        refundable(),
      );
    });
    const book = (pax: unknown[]) => reserve([entryFor(family.hotel, family.room, pax as never)]);

    it('accepts two adults and a 6-year-old', async () => {
      expect((await book([adult(), adult(1), minor(6, checkin)])).statusCode).toBe(200);
    });
    it.each([
      ['too few passengers', () => [adult(), adult(1)], MESSAGES.passengerCountMismatch],
      [
        'an adult document of 10 digits',
        () => [adult(0, { dni: '1234567890' }), adult(1), minor(6, checkin)],
        MESSAGES.documentDigitsAdult,
      ],
      [
        'a minor document of 9 digits',
        () => [adult(), adult(1), { ...minor(6, checkin), dni: '123456789' }],
        MESSAGES.documentDigitsMinor,
      ],
      [
        'a lead adult under 18 (issue 11, item 3)',
        () => [adult(0, { nacimiento: addYears(testToday(), -16) }), adult(1), minor(6, checkin)],
        MESSAGES.leadAdultBirthDate,
      ],
      [
        'a second adult under 10',
        () => [adult(), adult(1, { nacimiento: addYears(testToday(), -9) }), minor(6, checkin)],
        MESSAGES.adultBirthDateHotel,
      ],
      [
        'a minor born outside the stated age',
        () => [adult(), adult(1), minor(9, checkin)],
        MESSAGES.minorBirthDateOutOfRange,
      ],
      [
        'an empty first name',
        () => [adult(0, { nombres: ' ' }), adult(1), minor(6, checkin)],
        MESSAGES.firstNameRequired,
      ],
      [
        // issue 29, item 19: what was sent is not missing; the answer names the accepted values
        'a nationality outside the list',
        () => [adult(0, { nacionalidad: 'Chile' as never }), adult(1), minor(6, checkin)],
        'La nacionalidad debe ser Argentina u Otra',
      ],
      [
        'no nationality',
        () => [adult(0, { nacionalidad: null as never }), adult(1), minor(6, checkin)],
        MESSAGES.nationalityRequired,
      ],
    ])('refuses %s', async (_name, pax, message) => {
      const res = await book(pax());
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    });
  });

  it('makes an AS agent name a client entity he may book for', async () => {
    const { hotel, room } = findRoom(await search({}, t.agente), refundable());
    const entry = (idEntidad?: number) =>
      entryFor(hotel, room, [adult(), adult(1)], { idEntidad, isAgenteAs: true });
    const missing = await reserve([entry()], t.agente);
    expect(missing.json().message).toBe(MESSAGES.clientEntityRequired);
    const other = await reserve([entry(t.ids.notMine)], t.agente);
    expect(other.json().message).toBe(MESSAGES.clientEntityNotAllowed);
    const key = newKey();
    expect((await reserve([entry(t.ids.entity)], t.agente, key)).statusCode).toBe(200);
    expect((await rowsOf(key))[0]).toMatchObject({ idEntidad: t.ids.entity, userId: t.ids.agente });
  });

  it('answers a retry with the first answer, booking once, with or without an Idempotency-Key', async () => {
    const { hotel, room } = findRoom(await search({ stayRange: stay(30) }), refundable());
    const list = [entryFor(hotel, room, [adult(), adult(1)])];
    // the spec's client sends no key: one derived from the body books once too (issue 11, item 11)
    const body = { reservationsList: list, destino: 'C-CUN' };
    const noKey = await post(t.app, RESERVATE, t.vendedor, body);
    expect(noKey.statusCode, noKey.body).toBe(200);
    const noKeyAgain = await post(t.app, RESERVATE, t.vendedor, body);
    expect(noKeyAgain.json()).toEqual(noKey.json());
    const key = newKey();
    const first = await reserve(list, t.vendedor, key);
    const retry = await reserve(list, t.vendedor, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await rowsOf(key)).toHaveLength(1);
    const reused = await reserve([entryFor(hotel, room, [adult(2), adult(3)])], t.vendedor, key);
    expect(reused.statusCode).toBe(422);
  });
});
