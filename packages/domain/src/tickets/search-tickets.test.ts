import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { makeTicketSearchFormSchema, type TTicketSearchForm } from './search-tickets';

// "today" is a parameter: these dates never go stale.
const today = '2025-06-10';
const schema = makeTicketSearchFormSchema({ today });
const form = (over: Partial<TTicketSearchForm> = {}): TTicketSearchForm => ({
  park: 'disney',
  adults: 2,
  minors: 0,
  durationDays: 4,
  fecha: '2025-07-01',
  ...over,
});
const issuesOf = (v: TTicketSearchForm) =>
  (schema.safeParse(v).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('ticket search form (spec §2, §9)', () => {
  it('accepts a search the routes answer', () => {
    expect(issuesOf(form())).toEqual([]);
  });

  it('sells entry dates from today to 18 months ahead, as the search routes do', () => {
    expect(issuesOf(form({ fecha: today }))).toEqual([]);
    // 2025-06-10 + 18 months = 2026-12-10, the last day on sale
    expect(issuesOf(form({ fecha: '2026-12-10' }))).toEqual([]);
    expect(issuesOf(form({ fecha: '2026-12-11' }))).toEqual([['fecha', MESSAGES.ticketDateBeyondHorizon]]);
    expect(issuesOf(form({ fecha: '2025-06-09' }))).toEqual([['fecha', MESSAGES.dateBeforeToday]]);
  });

  it.each([null, undefined, ''])('asks for the entry date when it is %j', (fecha) => {
    expect(issuesOf(form({ fecha }))).toEqual([['fecha', MESSAGES.ticketEntryDateRequired]]);
  });

  it('days per park: 1-10 Walt Disney World, 1-5 Disneyland, none for Universal', () => {
    expect(issuesOf(form({ durationDays: 10 }))).toEqual([]);
    expect(issuesOf(form({ durationDays: 11 }))).toEqual([['durationDays', MESSAGES.ticketDaysDisney]]);
    expect(issuesOf(form({ park: 'disneyland', durationDays: 5 }))).toEqual([]);
    expect(issuesOf(form({ park: 'disneyland', durationDays: 6 }))).toEqual([
      ['durationDays', MESSAGES.ticketDaysDisneyland],
    ]);
    expect(issuesOf(form({ park: 'universal', durationDays: 0 }))).toEqual([]);
  });

  it('counts: adults and minors 0-10, at least one person', () => {
    expect(issuesOf(form({ adults: 11 }))).toEqual([['adults', MESSAGES.adultsRange0to10]]);
    expect(issuesOf(form({ adults: 0, minors: 11 }))).toEqual([['minors', MESSAGES.minorsRange]]);
    expect(issuesOf(form({ adults: 0, minors: 0 }))).toEqual([['adults', MESSAGES.atLeastOnePassenger]]);
  });
});
