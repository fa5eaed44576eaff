import { describe, expect, it } from 'vitest';
import { DISNEY_CATALOGUE, DISNEYLAND_CATALOGUE, UNIVERSAL_CATALOGUE } from '.';
import { easterSunday, seasonOf } from './seasons';
import { isSoldOut } from './sold-out';
import { isHhnNight } from './inventory-universal';
import { ticketInfo } from './catalogue';

const quote = (code: string, date: string) => DISNEY_CATALOGUE.quote(code, date)!;

describe('seasons', () => {
  it('knows Easter and the high, mid and low seasons', () => {
    expect([2025, 2026, 2027].map(easterSunday)).toEqual(['2025-04-20', '2026-04-05', '2027-03-28']);
    expect(['2027-01-05', '2027-07-20', '2027-03-25', '2027-12-20'].map(seasonOf)).toEqual(
      Array(4).fill('high'),
    );
    expect(['2027-06-09', '2027-08-10', '2027-11-25'].map(seasonOf)).toEqual(['mid', 'mid', 'mid']);
    expect(seasonOf('2027-09-15')).toBe('low');
  });
});

describe('sandbox inventory', () => {
  it('sells WDW tickets of 1 to 10 days, Disneyland 1 to 5, Universal 1 park, park-to-park and events', () => {
    expect(new Set(DISNEY_CATALOGUE.products.map((p) => p.days))).toEqual(
      new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
    );
    expect(Math.max(...DISNEYLAND_CATALOGUE.products.map((p) => p.days))).toBe(5);
    const categories = new Set(UNIVERSAL_CATALOGUE.products.map((p) => p.category));
    expect(categories).toEqual(new Set(['one-park', 'park-to-park', 'event', 'express']));
  });

  // README seasons: WDW base day USD 119, 4 days at 0.86 a day; high season × 1.3, Friday to
  // Sunday + 4 %, minors × 0.96; whole dollars. Worked out by hand, in cents.
  it.each([
    ['WDW-BASE-1D', '2027-09-15', 'low, Wednesday', 11_900, 11_400],
    ['WDW-BASE-4D', '2027-09-15', 'low, Wednesday', 40_900, 39_300],
    ['WDW-BASE-4D', '2027-09-17', 'low, Friday', 42_600, 40_900],
    ['WDW-BASE-4D', '2027-07-14', 'high, Wednesday', 53_200, 51_100],
  ])('prices %s on %s (%s) at the published %i / %i cents', (code, date, _season, adult, child) => {
    expect(quote(code, date)).toMatchObject({ adult, child, soldOut: false });
  });

  it('lowers the per-day price with more days', () => {
    const perDay = [1, 2, 5, 10].map((d) => quote(`WDW-BASE-${d}D`, '2027-09-15').adult / d);
    expect([...perDay].sort((a, b) => b - a)).toEqual(perDay);
  });

  it('is sold out at WDW on 24, 25 and 31 December and on a few other dates only', () => {
    expect(['2026-12-24', '2027-12-25', '2027-12-31'].every((d) => isSoldOut('disney', d))).toBe(true);
    const days = Array.from({ length: 365 }, (_, i) =>
      new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10),
    );
    const soldOut = days.filter((d) => isSoldOut('disney', d)).length;
    expect(soldOut).toBeGreaterThan(3);
    expect(soldOut).toBeLessThan(30);
    expect(quote('WDW-BASE-2D', '2027-12-25').soldOut).toBe(true);
  });

  it('keeps the known dates of modules/tickets/README.md', () => {
    const soldOut = {
      disney: ['2027-05-03', '2027-06-08', '2027-07-13', '2027-09-08'],
      disneyland: ['2027-02-01', '2027-04-01', '2027-06-17', '2027-08-25'],
      universal: ['2027-01-01', '2027-03-25', '2027-05-04'],
    } as const;
    for (const [park, dates] of Object.entries(soldOut))
      for (const d of dates) expect(isSoldOut(park as keyof typeof soldOut, d), `${park} ${d}`).toBe(true);
    for (const d of ['2027-03-10', '2027-05-12', '2027-07-14', '2027-09-15', '2027-10-20', '2027-10-21'])
      for (const park of ['disney', 'disneyland', 'universal'] as const)
        expect(isSoldOut(park, d)).toBe(false);
    expect(UNIVERSAL_CATALOGUE.events('UOR-HHN-1N', '2027-10-20')[0]!.available).toBe(9);
    expect(UNIVERSAL_CATALOGUE.events('UOR-EXP-1D', '2027-09-15').map((e) => e.available)).toEqual([
      10, 11, 22, 15,
    ]);
    expect(UNIVERSAL_CATALOGUE.events('UOR-EXP-1D', '2027-10-20').map((e) => e.available)).toEqual([
      23, 6, 19, 0,
    ]);
  });

  it('gives the usage window and cancellation policy texts', () => {
    const info = ticketInfo(DISNEY_CATALOGUE.product('WDW-BASE-4D')!, '2027-09-15');
    expect(info.usageWindow).toContain('dentro de 7 días consecutivos');
    expect(info.usageWindow).toContain('2027-09-21');
    expect(info.cancelPolicy).toMatch(/no reembolsable/i);
  });

  it('offers Halloween Horror Nights only on event nights, with limited places', () => {
    expect(isHhnNight('2027-10-20')).toBe(true);
    expect(isHhnNight('2027-06-20')).toBe(false);
    expect(UNIVERSAL_CATALOGUE.search('2027-06-20').some((q) => q.product.code === 'UOR-HHN-1N')).toBe(false);
    const [event] = UNIVERSAL_CATALOGUE.events('UOR-HHN-1N', '2027-10-20');
    expect(event).toMatchObject({ eventDateTime: '2027-10-20T18:30:00', salesProgramId: 'HHN' });
    expect(event!.available).toBeLessThanOrEqual(60);
  });
});
