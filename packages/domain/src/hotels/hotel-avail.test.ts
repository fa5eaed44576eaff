import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { makeHotelSearchFormSchema, type THotelSearchForm } from './hotel-avail';

// "today" is a parameter: these dates never go stale.
const today = '2025-06-10';
const form = (over: Partial<THotelSearchForm> = {}): THotelSearchForm => ({
  destino: 'C-ORL',
  stayRange: { checkin: '2025-07-01', checkout: '2025-07-05' },
  rooming: [{ adults: 2, childAges: [] }],
  categoriaHotel: 0,
  ...over,
});
const issuesOf = (v: THotelSearchForm, ctx = { isAgenteAS: true, destinationRequired: true }) =>
  (makeHotelSearchFormSchema({ today, ...ctx }).safeParse(v).error?.issues ?? []).map((i) => [
    i.path.join('.'),
    i.message,
  ]);

describe('hotel search form (spec §2, §5, §9)', () => {
  it('accepts a search the avail route answers', () => {
    expect(issuesOf(form())).toEqual([]);
  });

  it('refuses a stay of more than 30 nights with the domain message', () => {
    // 1 July to 31 July is 30 nights; to 1 August, 31
    expect(issuesOf(form({ stayRange: { checkin: '2025-07-01', checkout: '2025-07-31' } }))).toEqual([]);
    expect(issuesOf(form({ stayRange: { checkin: '2025-07-01', checkout: '2025-08-01' } }))).toEqual([
      ['stayRange', 'La estadía no puede superar 30 noches'],
    ]);
  });

  it('applies the 9-day lead time to non-AS users only (spec §6)', () => {
    const stay = { checkin: '2025-06-18', checkout: '2025-06-20' }; // 8 days ahead
    expect(issuesOf(form({ stayRange: stay }))).toEqual([]);
    expect(issuesOf(form({ stayRange: stay }), { isAgenteAS: false, destinationRequired: true })).toEqual([
      ['stayRange', MESSAGES.leadTimeNonAS],
    ]);
  });

  it('asks for both dates', () => {
    expect(issuesOf(form({ stayRange: { checkin: '2025-07-01', checkout: null } }))).toEqual([
      ['stayRange', MESSAGES.datesRequired],
    ]);
  });

  it('asks for a destination unless the page fixes it (Orlando)', () => {
    expect(issuesOf(form({ destino: null }))).toEqual([['destino', MESSAGES.destinationRequired]]);
    expect(issuesOf(form({ destino: null }), { isAgenteAS: true, destinationRequired: false })).toEqual([]);
  });

  it('rooms 1 to 3, the cart maximum (spec §9), each with its own occupancy', () => {
    const rooming = (rooms: number) => Array.from({ length: rooms }, () => ({ adults: 2, childAges: [] }));
    expect(issuesOf(form({ rooming: rooming(3) }))).toEqual([]);
    expect(issuesOf(form({ rooming: rooming(4) }))).toEqual([['rooming', MESSAGES.roomsRange]]);
    expect(issuesOf(form({ rooming: [] }))).toEqual([['rooming', MESSAGES.roomsRange]]);
    const secondTooFull = [
      { adults: 2, childAges: [] },
      { adults: 11, childAges: [] },
    ];
    expect(issuesOf(form({ rooming: secondTooFull }))).toEqual([['rooming', MESSAGES.adultsRange]]);
    const badAge = [
      { adults: 2, childAges: [] },
      { adults: 1, childAges: [18] },
    ];
    expect(issuesOf(form({ rooming: badAge }))).toEqual([['rooming', MESSAGES.minorAgeRange]]);
  });
});
