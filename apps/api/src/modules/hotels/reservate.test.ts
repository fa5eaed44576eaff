import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addYears, hotelCartBreakdown, MESSAGES, parseProviderPrice } from '@portal/domain';
import { reservations, userEntities, users } from '../../db/schema';
import { hotelAllotments } from '../../db/schema-hotels';
import { seedHotelAllotments } from '../../seed/hotels-allotments';
import { AGENTE, authHeader, createTestApp, VENDEDOR, type TestApp } from '../../test/app';
import {
  adult,
  availBody,
  entryFor,
  findRoom,
  minor,
  newKey,
  post,
  stay,
  today,
  type AvailAnswer,
  type Room,
} from './test-kit';

const RESERVATE = '/api/client/hotels/reservate';
const PENDING = '/api/hotels/processPendingReservations';
let t: TestApp;
let vendedor: Record<string, string>;
let agente: Record<string, string>;
let ids: { vendedor: number; agente: number; entity: number };

beforeAll(async () => {
  t = await createTestApp();
  vendedor = await authHeader(t.app, VENDEDOR);
  agente = await authHeader(t.app, AGENTE);
  const db = t.database.db;
  const [v] = await db.select().from(users).where(eq(users.username, 'vendedor'));
  const [a] = await db.select().from(users).where(eq(users.username, 'agente'));
  const [link] = await db.select().from(userEntities).where(eq(userEntities.userId, a!.id)).limit(1);
  ids = { vendedor: v!.id, agente: a!.id, entity: link!.idEntidad };
});
afterAll(() => t.close());

const allOn = { isOmnibeesDisable: false, isPrestigeDisable: false, isHBSIDisable: false };
const search = async (over: Record<string, unknown> = {}, headers = vendedor) => {
  const res = await post(t.app, '/api/client/hotels/avail', headers, availBody({ ...allOn, ...over }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AvailAnswer;
};
const refundable = (supplier?: number) => (r: Room) =>
  !r.politicaCancelacion.nonRefundable && (supplier === undefined || r.proveedor === supplier);
const rowsOf = (key: string) =>
  t.database.db.select().from(reservations).where(eq(reservations.idempotencyKey, key));
const reserve = (list: unknown[], headers = vendedor, key = newKey(), destino = 'C-CUN') =>
  post(t.app, RESERVATE, headers, { reservationsList: list, destino }, key);

describe('POST /api/booking/api/client/hotels/reservate', () => {
  it('books a room as vendedor: one confirmed row, user from the token, amounts from the server', async () => {
    const { hotel, room } = findRoom(await search(), refundable(1));
    const key = newKey();
    const res = await reserve([entryFor(hotel, room, [adult(0), adult(1)])], vendedor, key);
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
      userId: ids.vendedor,
      itemIndex: 0,
      idEntidad: null,
    });
    expect(row!.supplierRef).toBe(confirmed.codigoReserva);
    const p = parseProviderPrice(room.tarifa);
    expect(Number(row!.total)).toBeCloseTo((p.venta! + p.iva! + 3500 + 3500) / 100, 2);
  });

  it('books three rooms of one city at three suppliers; the booking fee is charged once', async () => {
    const a = await search();
    const picks = [1, 2, 3].map((s) => findRoom(a, refundable(s)));
    const key = newKey();
    const res = await reserve(
      picks.map(({ hotel, room }, i) => entryFor(hotel, room, [adult(i), adult(i + 1)])),
      vendedor,
      key,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect([body.Omnibees.length, body.Prestige.length, body.HBSIS.length]).toEqual([1, 1, 1]);
    const rows = (await rowsOf(key)).sort((x, y) => x.itemIndex - y.itemIndex);
    expect(rows.map((r) => r.itemIndex)).toEqual([0, 1, 2]);
    expect(rows.map((r) => (r.breakdown as { gastoReserva: number }).gastoReserva)).toEqual([35, 0, 0]);
    const cart = hotelCartBreakdown(picks.map(({ room }) => parseProviderPrice(room.tarifa)));
    expect(rows.reduce((s, r) => s + Math.round(Number(r.total) * 100), 0)).toBe(cart.total);
  });

  it('refuses a 4th room with the cart message and writes nothing', async () => {
    const { hotel, room } = findRoom(await search(), refundable());
    const key = newKey();
    const res = await reserve(
      Array.from({ length: 4 }, () => entryFor(hotel, room, [adult(), adult(1)])),
      vendedor,
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
    const { hotel, room } = findRoom(await search({ stayRange: stay(4) }, agente), refundable());
    const res = await reserve([entryFor(hotel, room, [adult(), adult(1)])]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(MESSAGES.leadTimeNonAS);
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
    const otherSupplier = await reserve([entryFor(hotel, room, [adult(), adult(1)], { proveedor: 2 })]);
    expect(otherSupplier.json().message).toBe(
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
        'an adult under 17',
        () => [adult(0, { nacimiento: addYears(today(), -16) }), adult(1), minor(6, checkin)],
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
        'an unknown nationality',
        () => [adult(0, { nacionalidad: 'Marte' as never }), adult(1), minor(6, checkin)],
        MESSAGES.nationalityRequired,
      ],
    ])('refuses %s', async (_name, pax, message) => {
      const res = await book(pax());
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    });
  });

  it('makes an AS agent name a client entity he may book for', async () => {
    const { hotel, room } = findRoom(await search({}, agente), refundable());
    const entry = (idEntidad?: number) =>
      entryFor(hotel, room, [adult(), adult(1)], { idEntidad, isAgenteAs: true });
    const missing = await reserve([entry()], agente);
    expect(missing.json().message).toBe(MESSAGES.clientEntityRequired);
    const other = await reserve([entry(ids.entity + 40)], agente);
    expect(other.json().message).toBe(MESSAGES.clientEntityNotAllowed);
    const key = newKey();
    expect((await reserve([entry(ids.entity)], agente, key)).statusCode).toBe(200);
    expect((await rowsOf(key))[0]).toMatchObject({ idEntidad: ids.entity, userId: ids.agente });
  });

  it('needs an Idempotency-Key and answers a retry with the first answer, booking once', async () => {
    const { hotel, room } = findRoom(await search({ stayRange: stay(30) }), refundable());
    const list = [entryFor(hotel, room, [adult(), adult(1)])];
    const noKey = await post(t.app, RESERVATE, vendedor, { reservationsList: list, destino: 'C-CUN' });
    expect(noKey.statusCode).toBe(400);
    const key = newKey();
    const first = await reserve(list, vendedor, key);
    const retry = await reserve(list, vendedor, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await rowsOf(key)).toHaveLength(1);
    const reused = await reserve([entryFor(hotel, room, [adult(2), adult(3)])], vendedor, key);
    expect(reused.statusCode).toBe(422);
  });
});

describe('POST /api/booking/api/hotels/processPendingReservations', () => {
  it('leaves a Prestige/HBSI non-refundable cart pending until the agent confirms it', async () => {
    const { hotel, room } = findRoom(
      await search({ stayRange: stay(35) }, agente),
      (r) => r.politicaCancelacion.nonRefundable && r.proveedor !== 1,
    );
    const key = newKey();
    const res = await reserve(
      [
        entryFor(hotel, room, [adult(), adult(1)], {
          idEntidad: ids.entity,
          isAgenteAs: true,
          isNoReembolsable: true,
        }),
      ],
      agente,
      key,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { reservaIdMapping, notificationMessages } = res.json();
    expect(notificationMessages).toEqual(['Esta reserva no es reembolsable']);
    const [row] = await rowsOf(key);
    expect(reservaIdMapping).toEqual({ [String(row!.id)]: `PEND-${row!.id}` });
    expect(row).toMatchObject({ status: 'pending', supplierRef: `PEND-${row!.id}` });

    // like every booking call, it needs an Idempotency-Key: without one, 400 and nothing booked
    const keyless = await post(t.app, PENDING, agente, { reservaIdMapping });
    expect([keyless.statusCode, keyless.json().message]).toEqual([400, MESSAGES.idempotencyKeyRequired]);
    expect((await rowsOf(key))[0]!.status).toBe('pending');
    expect((await post(t.app, PENDING, vendedor, { reservaIdMapping }, newKey())).statusCode).toBe(404);
    expect(
      (await post(t.app, PENDING, agente, { reservaIdMapping: { [String(row!.id)]: 'PEND-1' } }, newKey()))
        .statusCode,
    ).toBe(404);
    const done = await post(t.app, PENDING, agente, { reservaIdMapping }, newKey());
    expect(done.statusCode, done.body).toBe(200);
    const list = room.proveedor === 2 ? done.json().Prestige : done.json().HBSIS;
    expect(list[0]).toMatchObject({
      reservaId: row!.id,
      hotel: hotel.HotelName ?? hotel.hotelName,
      codigoReserva: expect.any(String),
    });
    expect((await rowsOf(key))[0]!.status).toBe('confirmed');
    expect((await post(t.app, PENDING, agente, { reservaIdMapping }, newKey())).statusCode).toBe(404);
  });

  it('confirms an Omnibees non-refundable room for an agent at once', async () => {
    const a = await search({ stayRange: stay(36), destino: 'C-PUJ' }, agente);
    const { hotel, room } = findRoom(a, (r) => r.politicaCancelacion.nonRefundable && r.proveedor === 1);
    const res = await reserve(
      [entryFor(hotel, room, [adult(), adult(1)], { idEntidad: ids.entity })],
      agente,
      newKey(),
      'C-PUJ',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Omnibees).toHaveLength(1);
  });
});

describe('allotments', () => {
  it('the demo seed leaves one standard room a night at the Contemporary (HBSI)', async () => {
    await seedHotelAllotments(t.database.db);
    await seedHotelAllotments(t.database.db); // twice changes nothing
    const over = {
      destino: 'H-ORL-DISNEY-S-CONTEMPORARY-RESORT',
      isOmnibeesDisable: true,
      isPrestigeDisable: true,
      isHBSIDisable: false,
    };
    const codes = (a: AvailAnswer) =>
      a.hotelAvailResponseHBSI.hoteles.flatMap((h) => h.habitaciones.map((r) => r.codigos[2]));
    expect(codes(await search(over))).toContain('STD');
    const two = { roomCriteriaList: [{ adultCount: 2, childCount: 0, roomCount: 2, childAges: [] }] };
    expect(codes(await search({ ...over, ...two }))).not.toContain('STD');
  });

  it('gives the last room to exactly one of two racing bookings, then stops offering it', async () => {
    const range = stay(50, 2);
    const { hotel, room } = findRoom(await search({ stayRange: range }), refundable(1));
    const [supplier, , roomCode] = room.codigos;
    const hotelId = hotel.hotelID;
    expect(supplier).toBe('OMB');
    for (const night of [range.checkin, stay(51).checkin]) {
      await t.database.db
        .insert(hotelAllotments)
        .values({
          supplier: 'OMNIBEES',
          hotelId: hotelId,
          roomCode: roomCode!,
          night,
          initial: 5,
          remaining: 1,
        })
        .onConflictDoUpdate({
          target: [
            hotelAllotments.supplier,
            hotelAllotments.hotelId,
            hotelAllotments.roomCode,
            hotelAllotments.night,
          ],
          set: { remaining: 1 },
        });
    }
    const entry = entryFor(hotel, room, [adult(), adult(1)]);
    const [a, b] = await Promise.all([
      reserve([entry], vendedor),
      reserve([{ ...entry, idEntidad: ids.entity }], agente),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().message).toMatch(/No quedan habitaciones/);
    const left = await t.database.db
      .select()
      .from(hotelAllotments)
      .where(
        and(
          eq(hotelAllotments.hotelId, hotelId),
          eq(hotelAllotments.roomCode, roomCode!),
          eq(hotelAllotments.supplier, 'OMNIBEES'),
        ),
      );
    expect(
      left.filter((r) => r.night >= range.checkin && r.night < range.checkout).map((r) => r.remaining),
    ).toEqual([0, 0]);
    const again = await search({ stayRange: range, destino: hotelId });
    const offered = again.hotelAvailResponseOmnibees.hoteles.flatMap((h) =>
      h.habitaciones.map((r) => r.codigos[2]),
    );
    expect(offered).not.toContain(roomCode);
  });
});

describe('POST /api/booking/api/client/hotels/reservate when a supplier fails to book', () => {
  let faulty: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    const { testConfig } = await import('../../config');
    const base = testConfig().suppliers;
    faulty = await createTestApp({ suppliers: { ...base, OMNIBEES: { ...base.OMNIBEES, failRate: 1 } } });
    headers = await authHeader(faulty.app, VENDEDOR);
  });
  afterAll(() => faulty.close());

  it('answers 502, marks the rows failed or cancelled and gives the rooms back', async () => {
    // the rates come from the healthy app: informacionRsrv is the same for any server
    const a = await search({ stayRange: stay(60) });
    const omnibees = findRoom(a, refundable(1));
    const prestige = findRoom(a, refundable(2));
    const key = newKey();
    const list = [omnibees, prestige].map(({ hotel, room }, i) =>
      entryFor(hotel, room, [adult(i), adult(i + 1)]),
    );
    const res = await post(faulty.app, RESERVATE, headers, { reservationsList: list, destino: 'C-CUN' }, key);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      message: 'Hubo un error en la reserva, por favor contacta a un administrador',
    });
    const rows = await faulty.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.idempotencyKey, key));
    expect(rows.map((r) => [r.supplier, r.status]).sort()).toEqual([
      ['OMNIBEES', 'failed'],
      ['PRESTIGE', 'cancelled'],
    ]);
    // only the rows of this cart: the demo seed keeps scarce rooms elsewhere
    const booked = new Set([omnibees, prestige].map(({ hotel }) => String(hotel.hotelID)));
    const allotments = (await faulty.database.db.select().from(hotelAllotments)).filter((r) =>
      booked.has(r.hotelId),
    );
    expect(allotments.length).toBeGreaterThan(0);
    expect(allotments.every((r) => r.remaining === r.initial)).toBe(true);
    const retry = await post(
      faulty.app,
      RESERVATE,
      headers,
      { reservationsList: list, destino: 'C-CUN' },
      key,
    );
    expect(retry.statusCode).toBe(502);
  });
});
