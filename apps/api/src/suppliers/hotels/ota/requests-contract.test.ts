import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { echoTokenOf, fixture, startFakeSupplier } from './test-fixtures';

// What the adapter sends is the contract's sample request, byte for byte (docs/ota-hotels.md:
// "the adapter's requests must match them"), with the EchoToken and TimeStamp pinned.

let fake: Awaited<ReturnType<typeof startFakeSupplier>>;
beforeAll(async () => {
  fake = await startFakeSupplier();
});
afterAll(() => fake.close());

const FLEX_TOKEN =
  'v1.WyJPTU5JQkVFUyIsIk9STDAwNDIiLCJTVEQiLCJGTEVYIiwiMjAyNi0wNC0yMCIsIjIwMjYtMDQtMjMiLDIsWzddXQ';

const lastSent = () => fake.sent.at(-1)!;
const pin = (n: number, stamp: string, answer: string) => {
  fake.clock.token = echoTokenOf(n);
  fake.clock.stamp = stamp;
  fake.answer(answer);
};

describe('OTA requests of Omnibees', () => {
  const omnibees = () => fake.adapter('OMNIBEES');

  it('searches with one RoomStayCandidate per room and one Criterion per hotel (avail-rq.xml)', async () => {
    pin(1, '2026-03-10T15:00:00.000Z', fixture('avail-rs.xml'));
    await omnibees().search({
      hotelIds: ['ORL0042', 'ORL0043'],
      checkin: '2026-04-20',
      checkout: '2026-04-23',
      criteria: [
        { adults: 2, childAges: [7], roomCount: 1 },
        { adults: 1, childAges: [], roomCount: 2 },
      ],
    });
    expect(lastSent()).toEqual({
      path: '/omnibees/ota',
      type: 'text/xml; charset=utf-8',
      apiKey: undefined,
      body: fixture('avail-rq.xml'),
    });
  });

  it('re-prices a booking token as one hotel, rate plan and room type (avail-rq-rate.xml)', async () => {
    pin(2, '2026-03-10T15:00:00.000Z', fixture('avail-rs-none.xml'));
    expect(await omnibees().checkRate(FLEX_TOKEN)).toBeUndefined();
    expect(lastSent().body).toBe(fixture('avail-rq-rate.xml'));
  });

  it('books under our reference at the total it was priced at (res-rq.xml)', async () => {
    pin(1, '2026-03-10T15:00:00.000Z', fixture('avail-rs.xml'));
    const offer = await omnibees().checkRate(FLEX_TOKEN);
    pin(3, '2026-03-10T15:02:00.000Z', fixture('res-rs.xml'));
    await omnibees().book(offer!, 'H-2026-000123');
    expect(lastSent().body).toBe(fixture('res-rq.xml'));
  });

  it('asks what it holds under our reference (read-rq.xml)', async () => {
    pin(4, '2026-03-10T15:05:00.000Z', fixture('read-rs.xml'));
    await omnibees().bookingState('H-2026-000123');
    expect(lastSent().body).toBe(fixture('read-rq.xml'));
  });

  it("cancels by the supplier's code (cancel-rq.xml)", async () => {
    pin(5, '2026-03-10T16:00:00.000Z', fixture('cancel-rs.xml'));
    await omnibees().cancel('OMB-0A1B2C3');
    expect(lastSent().body).toBe(fixture('cancel-rq.xml'));
  });
});

describe('OTA requests of HBSI', () => {
  it('go to its endpoint, the cancellation naming HBSI as the code’s issuer', async () => {
    pin(5, '2026-03-10T16:00:00.000Z', fixture('cancel-rs.xml'));
    await fake.adapter('HBSI').cancel('OMB-0A1B2C3');
    expect(lastSent().path).toBe('/hbsi/ota');
    expect(lastSent().body).toBe(
      fixture('cancel-rq.xml').replace('ID_Context="OMNIBEES"', 'ID_Context="HBSI"'),
    );
  });
});

describe('OTA envelope', () => {
  it('carries a fresh UUID EchoToken and the current ISO time on every call', async () => {
    const tokens: string[] = [];
    fake.answer((request) => {
      const token = /EchoToken="([^"]+)"/.exec(request)![1]!;
      tokens.push(token);
      return fixture('cancel-rs.xml').replace(echoTokenOf(5), token);
    });
    const adapter = fake.adapter('OMNIBEES', false);
    await adapter.cancel('OMB-0A1B2C3');
    await adapter.cancel('OMB-0A1B2C3');
    expect(tokens).toHaveLength(2);
    for (const token of tokens)
      expect(token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(tokens[0]).not.toBe(tokens[1]);
    expect(lastSent().body).toMatch(/TimeStamp="\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z"/);
  });
});
