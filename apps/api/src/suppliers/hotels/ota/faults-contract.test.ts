import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { echoTokenOf, fixture, startFakeSupplier } from './test-fixtures';

// An answer that is not the contract's is the supplier failing (SupplierError 'unavailable',
// a failed call in its health), never a crash (docs/ota-hotels.md).

let fake: Awaited<ReturnType<typeof startFakeSupplier>>;
beforeAll(async () => {
  fake = await startFakeSupplier();
  fake.clock.token = echoTokenOf(1);
});
afterAll(() => fake.close());

const query = {
  hotelIds: ['ORL0042'],
  checkin: '2026-04-20',
  checkout: '2026-04-23',
  criteria: [
    { adults: 2, childAges: [7], roomCount: 1 },
    { adults: 1, childAges: [], roomCount: 2 },
  ],
};
const search = (answer: string) => {
  fake.answer(answer);
  return fake.adapter('OMNIBEES').search(query);
};
const RS = fixture('avail-rs.xml');

describe('OTA answers the adapter cannot take', () => {
  it.each([
    ['Error 187 (avail-rs-unavailable.xml)', fixture('avail-rs-unavailable.xml')],
    [
      'Error 497 (wrong credentials)',
      fixture('avail-rs-unavailable.xml').replace('Code="187"', 'Code="497"'),
    ],
    ['text that is not XML', 'Service Unavailable'],
    ['XML cut short', RS.slice(0, 2000)],
    ['an HTML page', '<html><body><h1>Bad gateway</h1></body></html>'],
    ['another message', fixture('cancel-rs.xml').replace(echoTokenOf(5), echoTokenOf(1))],
    ['the answer to another request (EchoToken)', RS.replace(echoTokenOf(1), echoTokenOf(9))],
    ['a rate without its total after tax', RS.replace(' AmountAfterTax="432.80"', '')],
    ['an amount that is no amount', RS.replace('AmountBeforeTax="360.00"', 'AmountBeforeTax="360,00"')],
    [
      'another currency',
      RS.replace('AmountAfterTax="432.80" CurrencyCode="USD"', 'AmountAfterTax="432.80" CurrencyCode="EUR"'),
    ],
    [
      'a rate of a rate plan it does not describe',
      RS.replace('RatePlanCode="PROMO" RoomStayCandidateRPH', 'RatePlanCode="GONE" RoomStayCandidateRPH'),
    ],
    [
      'a rate for a room we did not ask for',
      RS.replace('RoomStayCandidateRPH="2"', 'RoomStayCandidateRPH="3"'),
    ],
    ['neither Success nor Errors', RS.replace('<Success/>', '')],
    ['Errors without a code', fixture('avail-rs-unavailable.xml').replace(' Code="187"', '')],
  ])('%s: unavailable', async (_case, answer) => {
    await expect(search(answer)).rejects.toMatchObject({ fault: 'unavailable' });
    expect(fake.events.at(-1)).toMatchObject({ supplier: 'OMNIBEES', status: 200, outcome: 'unavailable' });
  });

  it('counts what it cannot read as a failed call in the supplier’s health', async () => {
    await expect(search('Service Unavailable')).rejects.toMatchObject({ fault: 'unavailable' });
    expect(fake.events.at(-1)).toMatchObject({ outcome: 'unavailable' });
    await search(RS);
    expect(fake.events.at(-1)).toMatchObject({ outcome: 'ok' });
  });

  it('is rejected, with the supplier’s text, on an Error code that says no', async () => {
    await expect(
      search(fixture('avail-rs-unavailable.xml').replace('Code="187"', 'Code="15"')),
    ).rejects.toMatchObject({
      fault: 'rejected',
      message: expect.stringContaining('Inventario en mantenimiento'),
    });
  });
});

describe('OTA text', () => {
  it('decodes XML’s own entities and character references, and refuses any DOCTYPE', async () => {
    const named = RS.replace(
      'HotelName="Lake Buena Vista Resort"',
      'HotelName="Lake &amp; Spa &#233;&#x41;"',
    );
    const [hotel] = await search(named);
    expect(hotel!.shown.HotelName).toBe('Lake & Spa éA');
    const bomb = RS.replace(
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE x [<!ENTITY big "BIGBIGBIG">]>',
    ).replace('<AddressLine>8100 Lake Ave, Orlando, FL</AddressLine>', '<AddressLine>&big;</AddressLine>');
    // how entity bombs come: the answer is refused whole, nothing expanded
    await expect(search(bomb)).rejects.toMatchObject({ fault: 'unavailable' });
    // an entity nobody declared is no text either
    await expect(search(RS.replace('8100 Lake Ave', '&nbsp;8100'))).rejects.toMatchObject({
      fault: 'unavailable',
    });
  });
});
