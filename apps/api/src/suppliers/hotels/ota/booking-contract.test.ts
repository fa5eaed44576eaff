import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateOffer } from '../types';
import { echoTokenOf, fixture, startFakeSupplier } from './test-fixtures';

// Booking, its state and its cancellation read from the contract's sample answers, and what
// each Error code means (docs/ota-hotels.md).

let fake: Awaited<ReturnType<typeof startFakeSupplier>>;
beforeAll(async () => {
  fake = await startFakeSupplier();
});
afterAll(() => fake.close());

const answering = (text: string, n: number) => {
  fake.clock.token = echoTokenOf(n);
  fake.answer(text);
};

const REFERENCE = 'H-2026-000123';
const DETAILS =
  'Lake Buena Vista Resort: check-in desde las 15:00 h, check-out hasta las 11:00 h. Desayuno incluido.';
const BOOKING = { codigoReserva: 'OMB-0A1B2C3', ServiceID: 4821337, detallesAdicionales: DETAILS };
/** What book() reads of an offer: its key and price (the rest is the portal's). */
const offer = {
  key: {
    supplier: 'OMNIBEES',
    hotelId: 'ORL0042',
    roomCode: 'STD',
    rateCode: 'FLEX',
    checkin: '2026-04-20',
    checkout: '2026-04-23',
    adults: 2,
    childAges: [7],
  },
  price: { total: 43280, moneda: 'USD' },
} as RateOffer;

describe('OTA booking', () => {
  it('reads the booking code (ResID 14), the hotel’s number (ResID 10) and the comment (res-rs.xml)', async () => {
    answering(fixture('res-rs.xml'), 3);
    expect(await fake.adapter('OMNIBEES').book(offer, REFERENCE)).toEqual(BOOKING);
  });

  it('keeps a ServiceID that is not all digits as text (HBSI’s HB…)', async () => {
    answering(fixture('res-rs.xml').replace('ResID_Value="4821337"', 'ResID_Value="HB4821337"'), 3);
    expect(await fake.adapter('HBSI').book(offer, REFERENCE)).toEqual({ ...BOOKING, ServiceID: 'HB4821337' });
  });

  it('is rejected with the supplier’s text on Error 450 (res-rs-refused.xml), and on a rate not sold', async () => {
    answering(fixture('res-rs-refused.xml'), 3);
    await expect(fake.adapter('OMNIBEES').book(offer, REFERENCE)).rejects.toMatchObject({
      supplier: 'Omnibees',
      fault: 'rejected',
      message: expect.stringContaining('El hotel no acepta la reserva.'),
    });
    answering(fixture('res-rs-refused.xml').replace('Code="450"', 'Code="436"'), 3);
    await expect(fake.adapter('OMNIBEES').book(offer, REFERENCE)).rejects.toMatchObject({
      fault: 'rejected',
    });
  });

  it('is unavailable on Error 448 (nothing booked), counted as a failed call', async () => {
    answering(fixture('res-rs-refused.xml').replace('Code="450"', 'Code="448"'), 3);
    await expect(fake.adapter('OMNIBEES').book(offer, REFERENCE)).rejects.toMatchObject({
      fault: 'unavailable',
      message: expect.stringContaining('OTA 448'),
    });
    expect(fake.events.at(-1)).toMatchObject({ supplier: 'OMNIBEES', status: 200, outcome: 'unavailable' });
  });

  it('is unavailable when the answer holds another reservation than ours', async () => {
    answering(fixture('res-rs.xml'), 3);
    await expect(fake.adapter('OMNIBEES').book(offer, 'H-2026-000999')).rejects.toMatchObject({
      fault: 'unavailable',
    });
  });
});

describe('OTA booking state', () => {
  it('is the booking it holds under our reference, by ResStatus (read-rs.xml)', async () => {
    answering(fixture('read-rs.xml'), 4);
    expect(await fake.adapter('OMNIBEES').bookingState(REFERENCE)).toEqual({
      state: 'confirmed',
      code: 'OMB-0A1B2C3',
      booking: BOOKING,
    });
    answering(fixture('read-rs.xml').replace('ResStatus="Reserved"', 'ResStatus="Requested"'), 4);
    expect(await fake.adapter('OMNIBEES').bookingState(REFERENCE)).toMatchObject({ state: 'pre_booked' });
    answering(fixture('read-rs.xml').replace('ResStatus="Reserved"', 'ResStatus="Cancelled"'), 4);
    expect(await fake.adapter('OMNIBEES').bookingState(REFERENCE)).toMatchObject({ state: 'cancelled' });
  });

  it('is none on Error 97 (read-rs-unknown.xml)', async () => {
    answering(fixture('read-rs-unknown.xml'), 4);
    expect(await fake.adapter('OMNIBEES').bookingState(REFERENCE)).toEqual({ state: 'none' });
  });

  it('is unavailable for a ResStatus outside the contract and on Error 187', async () => {
    answering(fixture('read-rs.xml').replace('ResStatus="Reserved"', 'ResStatus="Waitlisted"'), 4);
    await expect(fake.adapter('OMNIBEES').bookingState(REFERENCE)).rejects.toMatchObject({
      fault: 'unavailable',
    });
    answering(fixture('read-rs-unknown.xml').replace('Code="97"', 'Code="187"'), 4);
    await expect(fake.adapter('OMNIBEES').bookingState(REFERENCE)).rejects.toMatchObject({
      fault: 'unavailable',
    });
  });
});

const cancelError = (code: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<OTA_CancelRS xmlns="http://www.opentravel.org/OTA/2003/05" EchoToken="${echoTokenOf(5)}" Version="3.000">
  <Errors><Error Type="3" Code="${code}">OMB-0A1B2C3</Error></Errors>
</OTA_CancelRS>`;

describe('OTA cancellation', () => {
  it('is done on Status Cancelled, the first time and again (Warning 95), and when the code is unknown (97)', async () => {
    answering(fixture('cancel-rs.xml'), 5);
    await expect(fake.adapter('OMNIBEES').cancel('OMB-0A1B2C3')).resolves.toBeUndefined();
    answering(fixture('cancel-rs-again.xml'), 6);
    await expect(fake.adapter('OMNIBEES').cancel('OMB-0A1B2C3')).resolves.toBeUndefined();
    answering(cancelError('97'), 5);
    await expect(fake.adapter('OMNIBEES').cancel('OMB-0A1B2C3')).resolves.toBeUndefined();
  });

  it('is rejected when the supplier says no, or cancels nothing', async () => {
    answering(cancelError('450'), 5);
    await expect(fake.adapter('HBSI').cancel('OMB-0A1B2C3')).rejects.toMatchObject({
      supplier: 'HBSI',
      fault: 'rejected',
    });
    answering(fixture('cancel-rs.xml').replace('Status="Cancelled"', 'Status="Ignored"'), 5);
    await expect(fake.adapter('OMNIBEES').cancel('OMB-0A1B2C3')).rejects.toMatchObject({ fault: 'rejected' });
  });
});
