import { describe, expect, it } from 'vitest';
import { buildDisneyDraft } from './disney-order';
import { disneyHotel, disneyRoom, disneySearch, hotelTicket } from './test-data';

const FIVE_CODES = ['P1', 'P2', 'P3', 'P4', 'P5'];

describe('buildDisneyDraft (spec §3 Disney booking payload, §9 fees)', () => {
  it('a rate without ticket: venta + iva + 35 per room and 35 once (1000 + 125 + 35 + 35)', () => {
    const draft = buildDisneyDraft({ search: disneySearch(), hotel: disneyHotel, room: disneyRoom() });
    expect(draft.q).toBe('provider');
    expect(draft.summary).toMatchObject({
      title: 'Hotel Walt Disney World',
      product: 'Disney Pop Century Resort – Standard Room',
      dates: { checkin: '2030-05-10', checkout: '2030-05-14' },
      adults: 2,
      minors: 0,
      currency: 'USD',
      total: 1195,
    });
    expect(draft.payload).toEqual({
      kind: 'disney',
      reservaCodigo: 'RSV-TOKEN-1',
      requiredTicket: null,
      productAddons: [],
      roomCriteria: { adultCount: 2, childCount: 0, roomCount: 1, childAges: [] },
      stayRange: { checkin: '2030-05-10', checkout: '2030-05-14' },
      promotions: [],
      monto: 1195,
    });
    expect(draft.variant).toBe('hotel');
    expect(draft.referenceDate).toBe('2030-05-10');
  });

  it('a package rate: each room’s adults then its minors, the ticket addons and the whole total', () => {
    // 2 rooms of 2 adults and minors of 12, 5 and 2: adult tickets (2 + the 12-year-old) × 2 = 6,
    // child tickets (the 5-year-old) × 2 = 2, none for the infant.
    const search = disneySearch({ childAges: [12, 5, 2], rooms: 2, ticketEntryDate: '2030-05-11' });
    const room = disneyRoom({ requiredTicket: true, codigos: FIVE_CODES });
    const draft = buildDisneyDraft({ search, hotel: disneyHotel, room, ticket: hotelTicket() });

    const room1 = [
      { kind: 'adult' },
      { kind: 'adult' },
      { kind: 'minor', age: 12 },
      { kind: 'minor', age: 5 },
      { kind: 'minor', age: 2 },
    ];
    expect(draft.passengers).toEqual([...room1, ...room1]);
    expect(draft.payload).toMatchObject({
      productAddons: [
        {
          code: 'WDW-4D-A',
          type: 'TICKET',
          date: '2030-05-11',
          quantity: 6,
          rate: { amountAfterTax: 388, currency: 'USD', ageQualifyingType: '10' },
        },
        {
          code: 'WDW-4D-C',
          type: 'TICKET',
          date: '2030-05-11',
          quantity: 2,
          rate: { amountAfterTax: 368.6, currency: 'USD', ageQualifyingType: '8' },
        },
      ],
      promotions: FIVE_CODES,
      roomCriteria: { adultCount: 2, childCount: 3, roomCount: 2, childAges: [12, 5, 2] },
      // rooms 2 × 1000 + tickets 6 × 388 + 2 × 368.60 = 5065.20; tax 2 × 125; fees 2 × 35 + 35
      monto: 5420.2,
    });
    expect(draft.payload.kind === 'disney' && draft.payload.requiredTicket).not.toHaveProperty(
      'durationDays',
    );
    expect(draft.summary).toMatchObject({ adults: 4, minors: 6, total: 5420.2 });
    expect(draft.summary.breakdown).toMatchObject({
      tarifa: 5065.2,
      iva: 250,
      gastoAdmin: 70,
      gastoReserva: 35,
    });
  });

  it('the ticket starts on the check-in when the search set no entry date', () => {
    const draft = buildDisneyDraft({
      search: disneySearch(),
      hotel: disneyHotel,
      room: disneyRoom({ requiredTicket: true }),
      ticket: hotelTicket(),
    });
    expect(draft.payload.kind === 'disney' && draft.payload.productAddons).toEqual([
      expect.objectContaining({ date: '2030-05-10', quantity: 2 }),
    ]);
  });
});
