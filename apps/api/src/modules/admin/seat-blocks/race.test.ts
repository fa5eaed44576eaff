import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@portal/domain';
import { ADMIN, authHeader, useTestApp, type Headers } from '../../../test/app';
import { testToday } from '../../../test/clock';
import { flightBody, flightsKit } from '../../flights/test-kit';
import { blockBody, seatBlocksKit } from './test-kit';

// Issue 31, item 5: staff withdraw seats while agents book them. 100 requests at once on a
// block of 60 seats per leg: 50 bookings of one seat through the real booking route and 50
// withdrawals of 2 seats from the outbound leg. 150 seats asked for 60: some must be refused.
// Every figure below is counted from the answers, never taken from the code under test; on
// PostgreSQL (DATABASE_URL) the requests really run in parallel.
const t = useTestApp();
let admin: Headers;
beforeAll(async () => {
  admin = await authHeader(t.app, ADMIN);
});
const kit = seatBlocksKit(t, () => admin);
const flights = flightsKit(t);

const SEATS = 60;
const WITHDRAW = 2;

describe('PATCH /api/admin/cupos/{idTramo} racing POST /api/flights/api/aereos/reservar', () => {
  it('never sells a withdrawn seat nor withdraws a sold one, and seats left never go below 0', async () => {
    const out = addDays(testToday(), 30);
    const block = await kit.created(blockBody([{ out, back: addDays(out, 7) }], { seats: SEATS }));
    const [trip] = (
      await flights.search({ destino: 'BRC', from: out, to: addDays(out, 10), ocupacion: 1 })
    ).filter((x) => x.ida.idRuta === block.id);
    const ida = trip!.ida.idTramo;
    const vuelta = trip!.vuelta!.idTramo;
    const body = flightBody(trip!, 1);

    const requests = Array.from({ length: 100 }, (_, i) =>
      i % 2 === 0
        ? flights.book(body).then((res) => ({ kind: 'book' as const, res }))
        : kit.adjust(ida, { delta: -WITHDRAW }).then((res) => ({ kind: 'withdraw' as const, res })),
    );
    const answers = await Promise.all(requests);

    const bookings = answers.filter((a) => a.kind === 'book').map((a) => a.res);
    const withdrawals = answers.filter((a) => a.kind === 'withdraw').map((a) => a.res);
    expect(bookings.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    expect(withdrawals.map((r) => r.statusCode).filter((s) => s !== 200 && s !== 409)).toEqual([]);
    const sold = bookings.filter((r) => r.json().disponible === true).length;
    const refusedBookings = bookings.length - sold;
    const withdrawn = withdrawals.filter((r) => r.statusCode === 200).length * WITHDRAW;
    const refusedWithdrawals = withdrawals.filter((r) => r.statusCode === 409);

    // 150 seats asked for 60: the block ran out, so both kinds were refused at the end
    expect(sold + withdrawn).toBeGreaterThan(SEATS - WITHDRAW);
    expect(refusedBookings + refusedWithdrawals.length).toBeGreaterThan(0);

    const [outLeg, backLeg] = [await kit.leg(ida), await kit.leg(vuelta)];
    // every seat booked is still in the block, every seat withdrawn left it, none twice
    expect(outLeg.seats).toBe(SEATS - withdrawn);
    expect(outLeg.seats - outLeg.seatsLeft).toBe(sold);
    expect(outLeg.seatsLeft).toBe(SEATS - withdrawn - sold);
    expect(outLeg.seatsLeft).toBeGreaterThanOrEqual(0);
    expect(backLeg).toMatchObject({ seats: SEATS, seatsLeft: SEATS - sold });
    const rows = (await flights.flightRows()).filter((r) => r.checkin === out && r.status === 'confirmed');
    expect(rows).toHaveLength(sold);

    // seats left only fall during the race: a refusal means fewer than asked were left then, and now
    if (refusedWithdrawals.length > 0) expect(outLeg.seatsLeft).toBeLessThan(WITHDRAW);
    if (refusedBookings > 0) expect(outLeg.seatsLeft).toBe(0);
    for (const r of refusedWithdrawals) {
      const [, vendidos] = /hay (\d+) vendidos/.exec(r.json().message) ?? [];
      expect(Number(vendidos)).toBeLessThanOrEqual(sold);
      expect(r.json().message).toMatch(
        /^No se pueden quitar asientos vendidos: hay \d+ vendidos y [01] libres$/,
      );
    }

    // the list shows the same: sold + left = seats
    const listed = await kit.listed(block);
    expect(listed.legs.map((l) => [l.seats, l.sold, l.seatsLeft, l.booked])).toEqual([
      [SEATS - withdrawn, sold, SEATS - withdrawn - sold, sold],
      [SEATS, sold, SEATS - sold, sold],
    ]);
  });
});
