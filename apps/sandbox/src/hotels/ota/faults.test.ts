import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { fixture, otaSandbox, pathsOf, postOta, readXml, withCodes } from './test-kit';

// The supplier knobs of docs/ota-hotels.md "The simulator's faults", said the OTA way: HTTP 200
// with Errors, except a lost answer (a gateway's 503). The random number is fixed per test.
const { app, random, config } = await otaSandbox({
  OMNIBEES: { failRate: 0.2, bookFailRate: 0.4, bookRefuseRate: 0.6, lostAnswerRate: 0.8 },
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
  Object.assign(config.suppliers.HBSI, { latencyMs: 0, bookLatencyMs: 0, failRate: 0 });
});

const HOLIDAY_INN = 'H-ORL-HOLIDAY-INN-ORLANDO-DISNEY-SPRINGS-AREA';
const resRq = (reference: string) =>
  withCodes(fixture('res-rq.xml'), { ORL0042: HOLIDAY_INN, 'H-2026-000123': reference });
const readRq = (reference: string) => fixture('read-rq.xml').replace('H-2026-000123', reference);
const availRq = withCodes(fixture('avail-rq.xml'), { ORL0042: HOLIDAY_INN });
const omnibees = (xml: string) => postOta(app, 'omnibees', xml);
const errorOf = async (xml: string, root = 'OTA_HotelResRS') => {
  const res = await omnibees(xml);
  expect(res.statusCode).toBe(200);
  return readXml(res.body)[root].Errors?.Error;
};
const stateOf = async (reference: string) =>
  readXml((await omnibees(readRq(reference))).body).OTA_HotelResRS.HotelReservations?.HotelReservation[
    '@ResStatus'
  ];

describe('POST /omnibees/ota faults', () => {
  it('fails any call at its failure rate with Error 187 (avail-rs-unavailable.xml)', async () => {
    random.next = 0.1;
    const res = await omnibees(availRq);
    expect(res.statusCode).toBe(200);
    expect(pathsOf(res.body)).toEqual(pathsOf(fixture('avail-rs-unavailable.xml')));
    expect(readXml(res.body).OTA_HotelAvailRS.Errors.Error).toMatchObject({ '@Type': '1', '@Code': '187' });
    random.next = 0.3; // over the failure rate: a search is no booking, so it is answered
    expect(readXml((await omnibees(availRq)).body).OTA_HotelAvailRS.Success).toBe('');
  });

  it('fails a booking with 448 or refuses it with 450 (res-rs-refused.xml), booking nothing', async () => {
    random.next = 0.3;
    expect(await errorOf(resRq('F-1'))).toMatchObject({ '@Code': '448' });
    random.next = 0.5;
    const refused = await omnibees(resRq('F-1'));
    expect(pathsOf(refused.body)).toEqual(pathsOf(fixture('res-rs-refused.xml')));
    expect(readXml(refused.body).OTA_HotelResRS.Errors.Error).toMatchObject({ '@Type': '3', '@Code': '450' });
    random.next = 0.9;
    expect(await errorOf(readRq('F-1'))).toMatchObject({ '@Code': '97' });
  });

  it('books, then loses the answer behind a 503 in plain text; the state says it was booked', async () => {
    random.next = 0.7;
    const lost = await omnibees(resRq('F-2'));
    expect([lost.statusCode, lost.headers['content-type'], lost.body]).toEqual([
      503,
      'text/plain; charset=utf-8',
      'Service Unavailable',
    ]);
    random.next = 0.9;
    expect(await stateOf('F-2')).toBe('Reserved');
  });

  it('reads the behaviour at every call (PUT /_control changes it while it runs)', async () => {
    random.next = 0.5;
    const hbsi = () => postOta(app, 'hbsi', availRq.replaceAll('sandbox-omnibees', 'sandbox-hbsi'));
    expect(readXml((await hbsi()).body).OTA_HotelAvailRS.Errors).toBeUndefined();
    config.suppliers.HBSI.failRate = 1;
    expect(readXml((await hbsi()).body).OTA_HotelAvailRS.Errors.Error['@Code']).toBe('187');
  });
});

describe('POST /hbsi/ota latency', () => {
  const hbsiBooking = (reference: string) =>
    postOta(app, 'hbsi', resRq(reference).replaceAll('sandbox-omnibees', 'sandbox-hbsi'));
  // the call reaches its sleep through a few turns of the event loop (not faked)
  const untilSleeping = async () => {
    for (let turn = 0; turn < 1_000 && vi.getTimerCount() === 0; turn++)
      await new Promise((resolve) => setImmediate(resolve));
    expect(vi.getTimerCount()).toBe(1);
  };
  const settledAfter = async (call: () => Promise<unknown>, ms: number) => {
    let done = false;
    const pending = call().then(() => (done = true));
    await untilSleeping();
    await vi.advanceTimersByTimeAsync(ms - 1);
    const early = done;
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    return { early, done };
  };

  it('answers a read at its latency from the call', async () => {
    random.next = 0.9;
    config.suppliers.HBSI.latencyMs = 5_000;
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    expect(
      await settledAfter(
        () => postOta(app, 'hbsi', readRq('L-1').replace('sandbox-omnibees', 'sandbox-hbsi')),
        5_000,
      ),
    ).toEqual({
      early: false,
      done: true,
    });
  });

  it('books only after its latency, so a caller that gave up before booked nothing', async () => {
    random.next = 0.9;
    config.suppliers.HBSI.latencyMs = 5_000;
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    const pending = hbsiBooking('L-3');
    await untilSleeping();
    await vi.advanceTimersByTimeAsync(4_999);
    config.suppliers.HBSI.latencyMs = 0;
    const read = () => postOta(app, 'hbsi', readRq('L-3').replace('sandbox-omnibees', 'sandbox-hbsi'));
    expect(readXml((await read()).body).OTA_HotelResRS.Errors.Error['@Code']).toBe('97');
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(readXml((await read()).body).OTA_HotelResRS.HotelReservations.HotelReservation['@ResStatus']).toBe(
      'Reserved',
    );
  });

  it('answers a booking after its booking latency, the booking already made', async () => {
    random.next = 0.9;
    config.suppliers.HBSI.bookLatencyMs = 8_000;
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let done = false;
    const pending = hbsiBooking('L-2').then(() => (done = true));
    await untilSleeping();
    await vi.advanceTimersByTimeAsync(7_999);
    expect(done).toBe(false);
    const read = await postOta(app, 'hbsi', readRq('L-2').replace('sandbox-omnibees', 'sandbox-hbsi'));
    expect(readXml(read.body).OTA_HotelResRS.HotelReservations.HotelReservation['@ResStatus']).toBe(
      'Reserved',
    );
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(done).toBe(true);
  });
});
