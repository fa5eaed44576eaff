import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app';
import { testSandboxConfig } from '../test-clock';
import { caller, DAY, holder, party, type WireProduct } from './test-kit';
import { addDays } from '@portal/domain';

// Bookings on a DESTSERVICES echoToken: each departure of the Everglades airboat MCO-EVG01
// holds 12 places a date (README); a party takes a place per adult and per minor of 3 or more.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildSandbox(testSandboxConfig());
});
afterAll(() => app.close());
const ds = () => caller(app);
const times = (p: WireProduct) => p.concepts[0]!.sessions!.map((s) => s.time);

describe('DESTSERVICES bookings', () => {
  it('fills a departure: absent once full, a late booking refused with 409', async () => {
    const day = addDays(DAY, 3);
    const four = party(4);
    const late = await ds().activity('MCO-EVG01', four, day); // priced while the 14:00 had room
    for (let i = 0; i < 3; i++) {
      const a = await ds().activity('MCO-EVG01', four, day);
      expect((await ds().bookActivity(a, four, '14:00')).statusCode).toBe(200);
    }
    const after = await ds().activity('MCO-EVG01', party(1), day);
    expect(times(after.product)).toEqual(['08:00', '10:30']);
    const refused = await ds().bookActivity(late, four, '14:00');
    expect([refused.statusCode, refused.json().errorCode]).toEqual([409, 'SLOT_FULL']);
    expect((await ds().bookActivity(late, four, '10:30')).statusCode).toBe(200);
  });

  it('counts infants under the minimum age as no place', async () => {
    const day = addDays(DAY, 4);
    const big = party(10, 5, 2); // 11 places: the 2-year-old takes none
    const a = await ds().activity('MCO-EVG01', big, day);
    expect((await ds().bookActivity(a, big, '08:00')).statusCode).toBe(200);
    const fits = await ds().activity('MCO-EVG01', party(1, 1), day); // 1 place left: an adult and a baby fit
    expect(times(fits.product)).toEqual(['08:00', '10:30', '14:00']);
    const two = await ds().activity('MCO-EVG01', party(2), day);
    expect(times(two.product)).toEqual(['10:30', '14:00']);
  });

  it('books once per reference, tells its state, and a cancellation gives the places back', async () => {
    const day = addDays(DAY, 5);
    const eight = party(6, 9, 10);
    const a = await ds().activity('MCO-EVG01', eight, day);
    const reference = `evg-${Date.now()}`;
    const first = await ds().bookActivity(a, eight, '08:00', a.product.concepts[0], reference);
    expect(first.json()).toMatchObject({
      bookingCode: expect.stringMatching(/^DS[0-9A-Z]{7}$/),
      status: 'CONFIRMED',
      clientReference: reference,
      productCode: 'MCO-EVG01',
      serviceDate: day,
      timeSlot: '08:00',
      totalAmount: 340, // 45 × 6 + 35 × 2
      currencyCode: 'USD',
    });
    const again = await ds().bookActivity(a, eight, '08:00', a.product.concepts[0], reference);
    expect(again.json()).toEqual(first.json());
    const left = await ds().activity('MCO-EVG01', party(5), day); // 4 left at 08:00: taken once
    expect(times(left.product)).toEqual(['10:30', '14:00']);
    expect(times((await ds().activity('MCO-EVG01', party(4), day)).product)).toEqual([
      '08:00',
      '10:30',
      '14:00',
    ]);
    const other = await ds().bookActivity(a, eight, '10:30', a.product.concepts[0], reference);
    expect([other.statusCode, other.json().error]).toEqual([409, 'reference_conflict']);

    const state = await ds().call('GET', `/bookings/${reference}`);
    expect(state.json()).toMatchObject({ reference, code: first.json().bookingCode, state: 'confirmed' });
    const cancelled = await ds().call('DELETE', `/bookings/by-code/${first.json().bookingCode}`);
    expect(cancelled.json().state).toBe('cancelled');
    await ds().call('DELETE', `/bookings/by-code/${first.json().bookingCode}`); // twice: places back once
    expect(times((await ds().activity('MCO-EVG01', party(12), day)).product)).toEqual([
      '08:00',
      '10:30',
      '14:00',
    ]);
    expect((await ds().call('GET', '/bookings/nope')).statusCode).toBe(404);
    expect((await ds().call('DELETE', '/bookings/by-code/DSNOPE')).statusCode).toBe(404);
  });

  it('refuses what the token did not price: 422, and a malformed call 400', async () => {
    const two = party(2, 7);
    const a = await ds().activity('MCO-EVG01', two);
    const trf = a.product.concepts[1]!; // 08:00 and 10:30 only
    const refusal = async (over: Record<string, unknown>) => {
      const res = await ds().book({
        echoToken: a.echoToken,
        productBookingCode: a.product.productBookingCode,
        conceptBookingCodes: [trf.conceptBookingCode],
        timeSlot: '08:00',
        availRequestV2Occupation: two,
        ...over,
      });
      return [res.statusCode, res.json().errorCode];
    };
    expect(await refusal({ timeSlot: '14:00' })).toEqual([422, 'INVALID_TIME_SLOT']);
    expect(await refusal({ timeSlot: undefined })).toEqual([422, 'INVALID_TIME_SLOT']);
    expect(await refusal({ availRequestV2Occupation: party(2, 8) })).toEqual([422, 'PAX_MISMATCH']);
    expect(await refusal({ availRequestV2Occupation: party(3) })).toEqual([422, 'PAX_MISMATCH']);
    expect(await refusal({ productBookingCode: 'PB0000000' })).toEqual([422, 'PRODUCT_NOT_IN_TOKEN']);
    expect(await refusal({ conceptBookingCodes: ['MCO-EVG01-VIP-20990101'] })).toEqual([
      422,
      'CONCEPT_NOT_IN_PRODUCT',
    ]);
    const both = a.product.concepts.slice(0, 2).map((c) => c.conceptBookingCode);
    expect(await refusal({ conceptBookingCodes: both })).toEqual([422, 'ONE_CONCEPT']);
    expect(await refusal({ echoToken: 'nope' })).toEqual([410, 'TOKEN_NOT_FOUND']);
    expect(await refusal({ holders: [] })).toEqual([400, 'INVALID_REQUEST']);
    expect(await refusal({ holders: [{ ...holder, documentNumber: '' }] })).toEqual([400, 'INVALID_REQUEST']);
    // the same party in another order is the same party
    expect(await refusal({ availRequestV2Occupation: [...two].reverse() })).toEqual([200, undefined]);
  });
});
