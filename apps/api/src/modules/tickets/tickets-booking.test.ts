import { describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { addDays, MESSAGES, saleMaxDate, type IsoDate } from '@portal/domain';
import { idempotencyKeys, reservations } from '../../db/schema';
import { DERIVED_KEY_WINDOW_MS } from '../booking/idempotency';
import { useTestApp, type Headers } from '../../test/app';
import {
  adultPax,
  bookingBody,
  christmasEve,
  counts,
  universalBooking,
  LOW_SEASON_WEEKDAY_USD,
  lowSeasonWeekday,
  minorPax,
  newKey,
  openDate,
  ORDER_FEES_USD,
} from './test-fixtures';
import { testToday } from '../../test/clock';

const t = useTestApp();

const preBook = (path: string, payload: object, headers?: Headers, key: string | null = newKey()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/tickets/tickets/${path}`,
    headers: { ...(headers ?? t.vendedor), ...(key !== null ? { 'idempotency-key': key } : {}) },
    payload,
  });
const rowOf = async (id: number) =>
  (await t.db.select().from(reservations).where(eq(reservations.id, id)))[0]!;
type Event = { eventDateTime: string; available: number };
const expressEvents = async (date: IsoDate, quantity: number) =>
  (
    await t.app.inject({
      url: `/api/tickets/findEvents/UOR-EXP-1D/${date}/UEXP/${quantity}`,
      headers: t.vendedor,
    })
  ).json() as Event[];

describe('POST /api/tickets/tickets/pre-reservar/:provider', () => {
  it('pre-books WDW tickets: pending row, then pre_booked with the breakdown', async () => {
    const date = lowSeasonWeekday('disney');
    const body = bookingBody({ park: 'disney', code: 'WDW-BASE-4D', date });
    const price = LOW_SEASON_WEEKDAY_USD['WDW-BASE-4D'];
    const tarifa = 2 * price.adult + price.child;
    const res = await preBook('pre-reservar/Disney', { ...body, idUsuarioReservo: 999, idUWS: 999 });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      status: 'pre_booked',
      codigoReserva: expect.stringMatching(/^WDW-/),
      moneda: 'USD',
      checkin: date,
      checkout: addDays(date, 6),
      desglose: { gastoReserva: 35, gastoAdmin: 35 },
      total: tarifa + ORDER_FEES_USD,
    });
    const row = await rowOf(answer.reservaId);
    expect(row).toMatchObject({
      module: 'tickets',
      supplier: 'DISNEY',
      status: 'pre_booked',
      userId: t.ids.vendedor,
    });
    expect(row).toMatchObject({
      total: (tarifa + ORDER_FEES_USD).toFixed(2),
      currency: 'USD',
      idEntidad: null,
      checkin: date,
    });
    expect(row.request).toMatchObject({ idUsuarioReservo: t.ids.vendedor, idUWS: 1002 }); // from the token
    expect(row.supplierRef).toBe(answer.codigoReserva);

    const detail = await t.app.inject({ url: `/api/main/reservas/${answer.reservaId}`, headers: t.vendedor });
    expect(detail.json()).toMatchObject({
      status: 'pre_booked',
      total: tarifa + ORDER_FEES_USD,
      breakdown: { tarifa },
    });
  });

  it('pre-books a Universal event with rqUniversal, until its places run out (409)', async () => {
    const date = lowSeasonWeekday('universal', 10);
    const [event] = await expressEvents(date, 2);
    const slot = { code: 'UOR-EXP-1D', date, eventDateTime: event!.eventDateTime };
    const res = await preBook(
      'pre-reservar/Universal',
      universalBooking({ ...slot, adults: 1, children: 1 }),
    );
    expect(res.statusCode).toBe(200);
    const express = LOW_SEASON_WEEKDAY_USD['UOR-EXP-1D'];
    expect(res.json().total).toBe(express.adult + express.child + ORDER_FEES_USD);
    const row = await rowOf(res.json().reservaId);
    expect(row).toMatchObject({ supplier: 'UNIVERSAL', status: 'pre_booked' });
    expect(row.response).toMatchObject({ event: { eventDateTime: event!.eventDateTime } });

    // Fill the event with the places findEvents still reports, at most 10 adults a booking.
    const left = (await expressEvents(date, 1)).find((e) => e.eventDateTime === slot.eventDateTime)!;
    expect(left.available).toBe(event!.available - 2);
    for (let places = left.available; places > 0; places -= Math.min(places, 10)) {
      const fill = await preBook(
        'pre-reservar/Universal',
        universalBooking({ ...slot, adults: Math.min(places, 10) }),
      );
      expect(fill.statusCode, fill.body).toBe(200);
    }
    const before = await counts(t.db);
    const full = await preBook('pre-reservar/Universal', universalBooking({ ...slot, adults: 1 }));
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(MESSAGES.selectedTicketUnavailable);
    expect(await counts(t.db)).toEqual(before);
    expect((await expressEvents(date, 1)).map((e) => e.eventDateTime)).not.toContain(slot.eventDateTime);
  });

  it('lets an AS agent book for one of his entities, and only those', async () => {
    const date = openDate('disney');
    const body = bookingBody({ park: 'disney', code: 'WDW-PH-2D', date, children: 0 });
    const ok = await preBook('pre-reservar/Disney', { ...body, idEntidad: t.ids.entity }, t.agente);
    expect(ok.statusCode).toBe(200);
    expect((await rowOf(ok.json().reservaId)).idEntidad).toBe(t.ids.entity);

    const before = await counts(t.db);
    const missing = await preBook('pre-reservar/Disney', body, t.agente);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MESSAGES.clientEntityRequired);
    const foreign = await preBook('pre-reservar/Disney', { ...body, idEntidad: t.ids.notMine }, t.agente);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(MESSAGES.clientEntityNotAllowed);
    expect(await counts(t.db)).toEqual(before);
  });

  describe('refuses a broken rule with 400 and writes nothing', () => {
    const date = openDate('disney', addDays(testToday(), 45));
    const good = bookingBody({ park: 'disney', code: 'WDW-BASE-3D', date });
    const past = addDays(testToday(), -2);
    const cases: [string, object, string][] = [
      [
        'an entry date in the past',
        { ...bookingBody({ park: 'disney', code: 'WDW-BASE-3D', date: openDate('disney', past) }) },
        MESSAGES.dateBeforeToday,
      ],
      [
        'a sold-out date',
        bookingBody({ park: 'disney', code: 'WDW-BASE-3D', date: christmasEve() }),
        MESSAGES.selectedTicketUnavailable,
      ],
      [
        'a Disneyland ticket on the WDW route',
        bookingBody({ park: 'disneyland', code: 'DLR-1P-2D', date }),
        MESSAGES.ticketUnavailable,
      ],
      [
        'a child code of another ticket',
        { ...good, codigoTicketChild: 'WDW-BASE-4D-C' },
        MESSAGES.ticketUnavailable,
      ],
      [
        'passengers not matching the counts',
        { ...good, cantidadAdultos: 3 },
        MESSAGES.passengerCountMismatch,
      ],
      [
        '11 adults',
        { ...good, cantidadAdultos: 11, pasajeros: [...Array(11).fill(adultPax()), minorPax(date)] },
        MESSAGES.adultsRange0to10,
      ],
      [
        'an adult document of 10 digits',
        { ...good, pasajeros: [adultPax('A', '3011122211'), ...good.pasajeros.slice(1)] },
        MESSAGES.documentDigitsAdult,
      ],
      [
        'a minor document of 9 digits',
        { ...good, pasajeros: [...good.pasajeros.slice(0, 2), minorPax(date, 6, '551112223')] },
        MESSAGES.documentDigitsMinor,
      ],
      [
        'a minor whose birth date does not match his age',
        { ...good, pasajeros: [...good.pasajeros.slice(0, 2), { ...minorPax(date, 6), edad: 8 }] },
        MESSAGES.minorBirthDateOutOfRange,
      ],
      [
        'a minor of 11',
        { ...good, pasajeros: [...good.pasajeros.slice(0, 2), minorPax(date, 11)] },
        MESSAGES.minorBirthDateOutOfRange,
      ],
      [
        'a minor of 6 said to be 11',
        { ...good, pasajeros: [...good.pasajeros.slice(0, 2), { ...minorPax(date, 6), edad: 11 }] },
        MESSAGES.minorBirthDateOutOfRange,
      ],
      [
        'a lead adult of 5',
        { ...good, pasajeros: [minorPax(testToday(), 5), ...good.pasajeros.slice(1)] },
        MESSAGES.leadAdultBirthDate,
      ],
      [
        'a second adult of 5',
        { ...good, pasajeros: [good.pasajeros[0], minorPax(testToday(), 5), ...good.pasajeros.slice(2)] },
        MESSAGES.adultBirthDateTicket,
      ],
      [
        'a passenger without last name',
        { ...good, pasajeros: [{ ...adultPax(), apellidos: ' ' }, ...good.pasajeros.slice(1)] },
        MESSAGES.lastNameRequired,
      ],
      [
        'a monto that differs from the supplier price',
        { ...good, monto: good.monto - 1 },
        MESSAGES.amountMismatch,
      ],
      [
        'a tarifaAdulto that differs',
        { ...good, tarifaAdulto: good.tarifaAdulto - 5 },
        MESSAGES.amountMismatch,
      ],
      ['minors without tarifaChild', { ...good, tarifaChild: undefined }, MESSAGES.childRateRequired],
      [
        'an entry date past the sale horizon (9999-12-20)',
        {
          ...bookingBody({ park: 'disney', code: 'WDW-BASE-3D', date: '9999-12-20' }),
          pasajeros: good.pasajeros,
        },
        MESSAGES.ticketDateBeyondHorizon,
      ],
      [
        'an entry date in 2199',
        {
          ...bookingBody({ park: 'disney', code: 'WDW-BASE-3D', date: '2199-06-10' }),
          pasajeros: good.pasajeros,
        },
        MESSAGES.ticketDateBeyondHorizon,
      ],
      [
        'an entry date one day past the sale horizon',
        bookingBody({ park: 'disney', code: 'WDW-BASE-3D', date: addDays(saleMaxDate(testToday()), 1) }),
        MESSAGES.ticketDateBeyondHorizon,
      ],
      [
        'an adult whose edad is not his age on the entry date',
        { ...good, pasajeros: [{ ...good.pasajeros[0]!, edad: 30 }, ...good.pasajeros.slice(1)] },
        'La edad de Adulto0 Gómez no coincide con su fecha de nacimiento',
      ],
      [
        'an email on the second adult',
        {
          ...good,
          pasajeros: [
            good.pasajeros[0]!,
            { ...good.pasajeros[1]!, email: 'b@example.com' },
            good.pasajeros[2]!,
          ],
        },
        MESSAGES.emailLeadAdultOnly,
      ],
      [
        'an email on a minor',
        {
          ...good,
          pasajeros: [...good.pasajeros.slice(0, 2), { ...good.pasajeros[2]!, email: 'c@example.com' }],
        },
        MESSAGES.emailLeadAdultOnly,
      ],
    ];
    it.each(cases)('%s', async (_, payload, message) => {
      const before = await counts(t.db);
      const res = await preBook('pre-reservar/Disney', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
      expect(await counts(t.db)).toEqual(before);
    });

    it('a Universal booking without rqUniversal, or not matching the ticket', async () => {
      const before = await counts(t.db);
      const { rqUniversal: rq, ...u } = universalBooking({ code: 'UOR-1P-2D', date: openDate('universal') });
      const res = await preBook('pre-reservar/Universal', u);
      expect(res.json().message).toBe(MESSAGES.universalRequestRequired);
      const bad = await preBook('pre-reservar/Universal', {
        ...u,
        rqUniversal: { ...rq, pluAdl: 'UOR-1P-3D' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(MESSAGES.universalRequestMismatch);
      const ok = await preBook('pre-reservar/Universal', {
        ...u,
        rqUniversal: { ...rq, pluAdl: 'UOR-1P-2D' },
      });
      expect(ok.statusCode).toBe(200);
      expect((await counts(t.db)).reservations).toBe(before.reservations + 1);
    });

    it('a Universal eventDateTime that is not a time of the entry date', async () => {
      const before = await counts(t.db);
      const { rqUniversal: rq, ...u } = universalBooking({ code: 'UOR-1P-1D', date: openDate('universal') });
      for (const [eventDateTime, message] of [
        [`${addDays(u.checkin, 1)}T09:00:00`, MESSAGES.universalEventDateTime],
        [u.checkin, MESSAGES.universalEventDateTime],
        [`${u.checkin}T9:00`, MESSAGES.universalEventDateTime],
        [`${u.checkin}Tanything`, MESSAGES.universalEventDateTime],
      ]) {
        const res = await preBook('pre-reservar/Universal', { ...u, rqUniversal: { ...rq, eventDateTime } });
        expect(res.statusCode, eventDateTime).toBe(400);
        expect(res.json().message).toContain(message);
      }
      expect(await counts(t.db)).toEqual(before);
    });

    it('a malformed Idempotency-Key, and an unknown provider', async () => {
      const before = await counts(t.db);
      const res = await preBook('pre-reservar/Disney', good, t.vendedor, 'short');
      expect([res.statusCode, res.json().message]).toEqual([400, MESSAGES.idempotencyKeyInvalid]);
      expect((await preBook('pre-reservar/Disneyland', good)).statusCode).toBe(400);
      expect(await counts(t.db)).toEqual(before);
    });
  });

  it('books once for a client that sends no Idempotency-Key (the spec names none): an identical retry answers the first result', async () => {
    const body = bookingBody({ park: 'disney', code: 'WDW-BASE-3D', date: openDate('disney') });
    const first = await preBook('pre-reservar/Disney', body, t.vendedor, null);
    expect(first.statusCode, first.body).toBe(200);
    const before = await counts(t.db);
    const again = await preBook('pre-reservar/Disney', body, t.vendedor, '');
    expect([again.statusCode, again.json().reservaId]).toEqual([200, first.json().reservaId]);
    expect(await counts(t.db)).toEqual(before);
    // another party is another booking
    const other = {
      ...body,
      pasajeros: [{ ...body.pasajeros[0]!, nombres: 'Otra' }, ...body.pasajeros.slice(1)],
    };
    const second = await preBook('pre-reservar/Disney', other, t.vendedor, null);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().reservaId).not.toBe(first.json().reservaId);
    // the same booking sent after the window is a new one
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - DERIVED_KEY_WINDOW_MS - 1000) })
      .where(like(idempotencyKeys.key, 'derived:%'));
    const later = await preBook('pre-reservar/Disney', body, t.vendedor, null);
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().reservaId).not.toBe(first.json().reservaId);
  });

  it('answers a retry with the same Idempotency-Key with the first answer and books nothing new', async () => {
    const body = bookingBody({ park: 'disney', code: 'WDW-BASE-5D', date: openDate('disney') });
    const key = newKey();
    const first = await preBook('pre-reservar/Disney', body, t.vendedor, key);
    const before = await counts(t.db);
    const again = await preBook('pre-reservar/Disney', body, t.vendedor, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await counts(t.db)).toEqual(before);
    const other = await preBook(
      'pre-reservar/Disney',
      { ...body, cantidadChild: 0, pasajeros: body.pasajeros.slice(0, 2), tarifaChild: undefined },
      t.vendedor,
      key,
    );
    expect(other.statusCode).toBe(422);
  });

  it('accepts an email on the lead adult and sends the checked pasajeros as rqUniversal.pax', async () => {
    const u = universalBooking({ code: 'UOR-P2P-2D', date: openDate('universal'), children: 1 });
    const lead = { ...u.pasajeros[0]!, email: 'ana@example.com' };
    const pasajeros = [lead, ...u.pasajeros.slice(1)];
    // rqUniversal.pax is ignored: the server sends the checked pasajeros
    const rqUniversal = { ...u.rqUniversal, pax: [adultPax('Otro', '39999999')] };
    const res = await preBook('pre-reservar/Universal', { ...u, pasajeros, rqUniversal });
    expect(res.statusCode, res.body).toBe(200);
    const row = await rowOf(res.json().reservaId);
    const stored = row.request as { rqUniversal: { pax: { nombres: string; email?: string }[] } };
    expect(stored.rqUniversal.pax.map((p) => p.nombres)).toEqual(pasajeros.map((p) => p.nombres));
    expect(stored.rqUniversal.pax[0]!.email).toBe('ana@example.com');
  });

  it("hides one user's reservation from another (404)", async () => {
    const body = bookingBody({ park: 'disney', code: 'WDW-BASE-1D', date: openDate('disney'), children: 0 });
    const res = await preBook('pre-reservar/Disney', body);
    const other = await t.app.inject({
      url: `/api/main/reservas/${res.json().reservaId}`,
      headers: t.agente,
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('POST /api/tickets/tickets/pre-reservar-disneyland/Disney', () => {
  it('pre-books Disneyland tickets and refuses a WDW code', async () => {
    const date = openDate('disneyland');
    const res = await preBook(
      'pre-reservar-disneyland/Disney',
      bookingBody({ park: 'disneyland', code: 'DLR-PH-3D', date }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      codigoReserva: expect.stringMatching(/^DLR-/),
      checkout: addDays(date, 12),
    });
    expect((await rowOf(res.json().reservaId)).supplier).toBe('DISNEYLAND');
    const wdw = await preBook(
      'pre-reservar-disneyland/Disney',
      bookingBody({ park: 'disney', code: 'WDW-BASE-3D', date }),
    );
    expect(wdw.statusCode).toBe(400);
  });
});

// issue 10, finding 13: a name is kept as typed; the API only ever sends it as JSON data.
describe('a passenger name with markup', () => {
  it('is booked and shown back exactly as typed, as JSON a browser will not run', async () => {
    const date = lowSeasonWeekday('disney');
    const body = bookingBody({ park: 'disney', code: 'WDW-BASE-4D', date, adults: 1, children: 0 });
    const typed = `<img src=x onerror="alert(1)"> O'Brien & Cía`;
    body.pasajeros[0] = { ...body.pasajeros[0]!, nombres: typed };
    const res = await preBook('pre-reservar/Disney', body);
    expect(res.statusCode, res.body).toBe(200);
    const shown = await t.app.inject({
      url: `/api/main/reservas/${res.json().reservaId}`,
      headers: t.vendedor,
    });
    expect(shown.headers['content-type']).toMatch(/^application\/json/);
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
    expect(shown.json().passengers[0].nombres).toBe(typed);
  });
});

// issue 11, item 12: a client built from the spec sends optional fields as null or ''.
describe('optional fields sent as null or an empty text', () => {
  it('mean "not given" (idEntidad, tarifaChild, email, phone, address), and a given value is still checked', async () => {
    const date = lowSeasonWeekday('disney');
    const body = bookingBody({ park: 'disney', code: 'WDW-BASE-2D', date, adults: 1, children: 0 });
    const lead = { ...body.pasajeros[0]!, email: '', phone: null, address: '' };
    const sent = { ...body, pasajeros: [lead], idEntidad: null, tarifaChild: null };
    const res = await preBook('pre-reservar/Disney', sent);
    expect(res.statusCode, res.body).toBe(200);
    const bad = await preBook('pre-reservar/Disney', {
      ...sent,
      pasajeros: [{ ...lead, email: 'no-es-mail' }],
    });
    expect([bad.statusCode, bad.json().message]).toEqual([
      400,
      expect.stringContaining(MESSAGES.invalidEmail),
    ]);
  });
});

describe('a passenger with a passport (issue 11, item 2)', () => {
  it('is booked with the letters of the passport; a DNI with letters is still refused', async () => {
    const date = lowSeasonWeekday('disney');
    const body = bookingBody({ park: 'disney', code: 'WDW-BASE-2D', date, adults: 1, children: 0 });
    const lead = { ...body.pasajeros[0]!, tipoDoc: 'Pasaporte', dni: 'AAB123456' };
    const res = await preBook('pre-reservar/Disney', { ...body, pasajeros: [lead] });
    expect(res.statusCode, res.body).toBe(200);
    const dni = await preBook('pre-reservar/Disney', { ...body, pasajeros: [{ ...lead, tipoDoc: 'DNI' }] });
    expect([dni.statusCode, dni.json().message]).toEqual([
      400,
      expect.stringContaining(MESSAGES.documentDigitsAdult),
    ]);
  });
});
