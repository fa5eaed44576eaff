import Fastify from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, MESSAGES } from '@portal/domain';
import { ADMIN, authHeader, useTestApp, type Headers } from '../../../test/app';
import { testNow, testToday } from '../../../test/clock';
import { flightBody, flightsKit } from '../../flights/test-kit';
import { cancelKit } from '../../reservations/cancel-test-kit';
import { seatReleaseJob } from './release';
import { blockBody, seatBlocksKit } from './test-kit';

// Issue 31, item 5: unsold seats of a leg go back to the airline `releaseDays` before it leaves,
// on the agency's calendar. The app's clock is moved by the test, never the machine's.
const DAY_MS = 86_400_000;
let shift = 0;
const t = useTestApp({ now: () => new Date(testNow().getTime() + shift * DAY_MS) });
let admin: Headers;
beforeAll(async () => {
  admin = await authHeader(t.app, ADMIN);
});
const kit = seatBlocksKit(t, () => admin);
const flights = flightsKit(t);
const { detail, cancel } = cancelKit(t);
const day = (n: number) => addDays(testToday(), n);

describe('the release of unsold seats (GET /api/admin/cupos releases before it answers)', () => {
  it('gives a leg’s unsold seats back on its release day, once, audited as the system', async () => {
    shift = 0;
    // out on day 20, back on day 27, released 5 days before each
    const block = await kit.created(blockBody([{ out: day(20), back: day(27) }], { releaseDays: 5 }));
    const search = () =>
      flights.search({ destino: 'BRC', from: day(shift), to: day(40), ocupacion: 1 }, t.agente);
    const [trip] = (await search()).filter((x) => x.ida.idRuta === block.id);
    const booked = await flights.book(flightBody(trip!, 1, { idEntidad: t.ids.entity }), {
      headers: t.agente,
    });
    expect(booked.json()).toMatchObject({ disponible: true });
    const ida = trip!.ida.idTramo;
    const vuelta = trip!.vuelta!.idTramo;

    shift = 14; // the day before the outbound's release day
    expect((await kit.listed(block)).legs.map((l) => [l.seats, l.seatsLeft, l.released])).toEqual([
      [60, 59, 0],
      [60, 59, 0],
    ]);

    shift = 15; // 20 − 5: the outbound's release day; the return's is day 22
    const legs = (await kit.listed(block)).legs;
    expect(legs.map((l) => [l.direction, l.seats, l.seatsLeft, l.sold, l.released])).toEqual([
      ['ida', 1, 0, 1, 59],
      ['vuelta', 60, 59, 1, 0],
    ]);
    expect(legs[0]!.releasedAt).not.toBeNull();
    expect(legs[1]!.releasedAt).toBeNull();
    const released = (await kit.audits()).filter((a) => a.action === 'cupo.liberar');
    expect(released.map((a) => [a.userId, a.actorName, a.targetId, a.before, a.after])).toEqual([
      [
        null,
        'Sistema',
        String(block.id),
        { idTramo: ida, seats: 60, seatsLeft: 59 },
        { idTramo: ida, seats: 1, seatsLeft: 0, releasedSeats: 59 },
      ],
    ]);

    // again: nothing more to release, nothing more audited
    await kit.listed(block);
    expect((await kit.audits()).filter((a) => a.action === 'cupo.liberar')).toHaveLength(1);
    expect(await kit.leg(ida)).toMatchObject({ seats: 1, seatsLeft: 0, releasedSeats: 59 });

    // a released leg sells no more, takes no seat change, and a cancelled seat goes to the airline
    expect((await search()).filter((x) => x.ida.idRuta === block.id)).toEqual([]);
    const change = await kit.adjust(ida, { delta: 5 });
    expect([change.statusCode, change.json().message]).toEqual([409, MESSAGES.seatBlockReleased]);
    const id = booked.json().reservationId as string;
    const quote = (await detail(id, t.agente)).cancelacion;
    expect((await cancel(id, quote.penalidad, { headers: t.agente })).statusCode).toBe(200);
    expect(await kit.leg(ida)).toMatchObject({ seats: 0, seatsLeft: 0, releasedSeats: 60 });
    expect(await kit.leg(vuelta)).toMatchObject({ seats: 60, seatsLeft: 60, releasedSeats: 0 });
    expect((await search()).filter((x) => x.ida.idRuta === block.id)).toEqual([]);
  });

  it('releases before a seat change too, and leaves blocks without release days alone', async () => {
    shift = 0;
    const released = await kit.created(blockBody([{ out: day(40), back: day(47) }], { releaseDays: 0 }));
    const kept = await kit.created(blockBody([{ out: day(40), back: day(47) }]));
    shift = 40;
    const [ida] = await kit.legsOfRoute(released.id);
    const res = await kit.adjust(ida!.id, { delta: -1 });
    expect([res.statusCode, res.json().message]).toEqual([409, MESSAGES.seatBlockReleased]);
    expect(await kit.leg(ida!.id)).toMatchObject({ seats: 0, seatsLeft: 0, releasedSeats: 60 });
    const [keptIda] = await kit.legsOfRoute(kept.id);
    expect(await kit.leg(keptIda!.id)).toMatchObject({ seats: 60, seatsLeft: 60, releasedAt: null });
  });
});

describe('the release job', () => {
  afterEach(() => vi.useRealTimers());

  const appWith = async (intervalMs: number, pass: () => Promise<number>) => {
    const app = Fastify({ logger: false });
    // registered in its own context, as the routes file does
    await app.register(async (scope) => scope.register(seatReleaseJob, { intervalMs, pass }));
    return app;
  };

  it('runs a pass when the app is ready and every interval, and stops when it closes', async () => {
    vi.useFakeTimers();
    const pass = vi.fn(async () => 0);
    const app = await appWith(60_000, pass);
    await app.ready();
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(2);
    await app.close();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(pass).toHaveBeenCalledTimes(2);
  });

  it('keeps going after a pass that failed, and never runs with an interval of 0', async () => {
    vi.useFakeTimers();
    const failing = vi.fn(async () => {
      throw new Error('database down');
    });
    const app = await appWith(1_000, failing);
    await app.ready();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(failing).toHaveBeenCalledTimes(3);
    await app.close();

    const idle = vi.fn(async () => 0);
    const off = await appWith(0, idle);
    await off.ready();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(idle).not.toHaveBeenCalled();
    await off.close();
  });
});
