import { describe, expect, it } from 'vitest';
import { disneyBookingBreakdown, disneyTicketAddons, disneyTicketCounts } from './disney-hotels';

describe('Disney hotel tickets (spec §9 ages)', () => {
  it('gives adults and minors of 10 or more an adult ticket, 3 to 9 a child ticket, under 3 none', () => {
    expect(disneyTicketCounts({ adultCount: 2, childAges: [12, 9, 3, 2], roomCount: 1 })).toEqual({
      adults: 3,
      children: 2,
    });
  });
  it('counts every room alike', () => {
    expect(disneyTicketCounts({ adultCount: 2, childAges: [5], roomCount: 2 })).toEqual({
      adults: 4,
      children: 2,
    });
  });
});

describe('Disney hotel booking total (spec §9 fees)', () => {
  it('adds the tax and 35 of administrative fee per room and 35 of booking fee once', () => {
    // 2 rooms at 1000.00 + 125.00 tax: 2 × 1160.00 + 35 = 2355.00
    const b = disneyBookingBreakdown({ room: { venta: 100000, iva: 12500 }, roomCount: 2 });
    expect(b).toMatchObject({ tarifa: 200000, iva: 25000, gastoAdmin: 7000, gastoReserva: 3500 });
    expect(b.total).toBe(235500);
  });
  it('puts the tickets, tax included, into the rate line', () => {
    // 1 room 800.00 + 100.00 tax; 2 adult tickets at 450.10, 1 child at 427.60
    const b = disneyBookingBreakdown({
      room: { venta: 80000, iva: 10000 },
      roomCount: 1,
      ticket: { adult: 45010, child: 42760 },
      tickets: { adults: 2, children: 1 },
    });
    expect(b.tarifa).toBe(80000 + 90020 + 42760);
    expect(b.total).toBe(80000 + 90020 + 42760 + 10000 + 3500 + 3500);
  });
});

describe('Disney ticket addons (spec §3 productAddons)', () => {
  const ticket = {
    code: 'WDW-4D-A',
    codeChild: 'WDW-4D-C',
    type: 'TICKET',
    amountAfterTax: 388,
    amountAfterTaxChild: 368.6,
    ageQualifyingType: '10',
    ageQualifyingTypeChild: '8',
    currency: 'USD' as const,
  };
  it('books the adults under the adult code and the minors under the child code, on the entry date', () => {
    expect(disneyTicketAddons(ticket, '2030-05-11', { adults: 2, children: 1 })).toEqual([
      {
        code: 'WDW-4D-A',
        type: 'TICKET',
        date: '2030-05-11',
        quantity: 2,
        rate: { amountAfterTax: 388, currency: 'USD', ageQualifyingType: '10' },
      },
      {
        code: 'WDW-4D-C',
        type: 'TICKET',
        date: '2030-05-11',
        quantity: 1,
        rate: { amountAfterTax: 368.6, currency: 'USD', ageQualifyingType: '8' },
      },
    ]);
  });
  it('leaves out a group nobody is in', () => {
    expect(disneyTicketAddons(ticket, '2030-05-11', { adults: 2, children: 0 })).toHaveLength(1);
  });
});
