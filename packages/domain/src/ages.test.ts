import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adultBirthDateMax,
  ageOn,
  checkAdultBirthDate,
  checkMinimumAge,
  checkMinorBirthDate,
  hasMealPlan,
  minimumAgeBirthDateMax,
  minorBirthWindow,
  minorLabel,
  paxKind,
} from './ages';
import { addDays, toIsoDate } from './dates';
import { MESSAGES } from './messages';

describe('ageOn', () => {
  it.each([
    ['2015-06-10', '2025-06-10', 10], // birthday on the check-in day counts
    ['2015-06-11', '2025-06-10', 9],
    ['2015-06-09', '2025-06-10', 10],
    ['2016-02-29', '2025-02-28', 8], // 29 February: a year older on 1 March in common years
    ['2016-02-29', '2025-03-01', 9],
    ['2016-02-29', '2024-02-29', 8],
    ['2016-02-29', '2024-02-28', 7],
    ['2025-06-10', '2025-06-10', 0],
  ])('born %s is %s... on %s', (birth, on, age) => expect(ageOn(birth, on)).toBe(age));
});

describe('adult birth date (spec §5)', () => {
  const today = '2025-06-10';
  it('ticket-style form: on or before 9 years before today', () => {
    expect(adultBirthDateMax(today, 'ticket')).toBe('2016-06-10');
    expect(checkAdultBirthDate('2016-06-10', today, 'ticket').ok).toBe(true);
    expect(checkAdultBirthDate('2016-06-11', today, 'ticket')).toMatchObject({
      message: MESSAGES.adultBirthDateTicket,
    });
  });
  it('hotel booking form: other adults 10 or more, as the occupancy says (issue 11, item 3)', () => {
    expect(adultBirthDateMax(today, 'hotel')).toBe('2015-06-10');
    expect(checkAdultBirthDate('2015-06-10', today, 'hotel').ok).toBe(true);
    expect(checkAdultBirthDate('2015-06-11', today, 'hotel')).toMatchObject({
      message: MESSAGES.adultBirthDateHotel,
    });
  });
  it('the lead passenger is 18 or more on every form', () => {
    for (const form of ['hotel', 'ticket'] as const) {
      expect(adultBirthDateMax(today, form, true)).toBe('2007-06-10');
      expect(checkAdultBirthDate('2007-06-10', today, form, true).ok).toBe(true);
      expect(checkAdultBirthDate('2007-06-11', today, form, true)).toMatchObject({
        message: MESSAGES.leadAdultBirthDate,
      });
    }
  });
  it('29 February today: the limit is 28 February in a common year', () => {
    expect(adultBirthDateMax('2024-02-29', 'ticket')).toBe('2015-02-28');
    expect(adultBirthDateMax('2024-02-29', 'hotel')).toBe('2014-02-28');
    expect(checkAdultBirthDate('2015-03-01', '2024-02-29', 'ticket').ok).toBe(false);
  });
  it('rejects a missing or invalid birth date', () => {
    expect(checkAdultBirthDate('', today, 'hotel')).toMatchObject({ message: MESSAGES.birthDateRequired });
  });
});

describe('minor birth window (spec §5, §9)', () => {
  const checkin = '2025-07-15';
  it('stated age: one year ending the given years ago', () => {
    expect(minorBirthWindow(checkin, 5)).toEqual({ min: '2019-07-16', max: '2020-07-15' });
    expect(minorBirthWindow(checkin, 0)).toEqual({ min: '2024-07-16', max: '2025-07-15' });
  });
  it('unknown age: 3 to 9 years on the check-in date', () => {
    expect(minorBirthWindow(checkin)).toEqual({ min: '2015-07-16', max: '2022-07-15' });
    expect(minorBirthWindow(checkin, null)).toEqual(minorBirthWindow(checkin));
  });
  it.each([
    ['2020-07-15', 5, true], // 5th birthday on the check-in day
    ['2020-07-16', 5, false], // turns 5 the day after check-in: still 4
    ['2019-07-16', 5, true],
    ['2019-07-15', 5, false], // 6 on check-in
    ['2022-07-15', undefined, true], // 3 on check-in
    ['2022-07-16', undefined, false],
    ['2015-07-16', undefined, true], // 9, one day before turning 10
    ['2015-07-15', undefined, false], // 10 on check-in
  ] as const)('born %s, age %s: %s', (birth, age, ok) => {
    expect(checkMinorBirthDate(birth, checkin, age).ok).toBe(ok);
  });
  it('29 February check-in', () => {
    expect(minorBirthWindow('2028-02-29', 3)).toEqual({ min: '2024-03-01', max: '2025-02-28' });
    expect(minorBirthWindow('2025-03-01', 1)).toEqual({ min: '2023-03-02', max: '2024-03-01' });
    expect(checkMinorBirthDate('2024-02-29', '2025-02-28', 1).ok).toBe(false); // still 0
    expect(checkMinorBirthDate('2024-02-29', '2025-03-01', 1).ok).toBe(true);
  });
  it('labels', () => {
    expect(minorLabel(5)).toBe('Menor de 5 años');
    expect(minorLabel()).toBe('3 o 9');
    expect(minorLabel(null)).toBe('3 o 9');
  });
});

describe('minimum age (spec §9: 18, or 21 with the flag)', () => {
  it.each([
    ['2007-06-10', false, true],
    ['2007-06-11', false, false],
    ['2004-06-10', true, true],
    ['2004-06-11', true, false],
  ] as const)('born %s, over21=%s: %s', (birth, over21, ok) => {
    expect(checkMinimumAge(birth, '2025-06-10', over21).ok).toBe(ok);
  });
  it('messages and limits', () => {
    expect(minimumAgeBirthDateMax('2025-06-10')).toBe('2007-06-10');
    expect(checkMinimumAge('2010-01-01', '2025-06-10', true)).toMatchObject({
      message: MESSAGES.minimumAge21,
    });
    expect(checkMinimumAge('2010-01-01', '2025-06-10')).toMatchObject({ message: MESSAGES.minimumAge18 });
  });
});

describe('thresholds per product (spec §9)', () => {
  it.each([
    [10, 'hotels', 'adult'],
    [9, 'hotels', 'minor'],
    [3, 'hotels', 'minor'],
    [2, 'hotels', 'infant'],
    [0, 'hotels', 'infant'],
    [11, 'tickets', 'adult'],
    [18, 'assistance', 'adult'],
    [17, 'assistance', 'minor'],
    [1, 'assistance', 'minor'],
    [10, 'flights', 'adult'],
  ] as const)('age %s in %s is %s', (age, product, kind) => expect(paxKind(age, product)).toBe(kind));
  it('infants under 3 have no meal plan', () => {
    expect(hasMealPlan(2)).toBe(false);
    expect(hasMealPlan(3)).toBe(true);
  });
});

// ---- property tests: the windows never let an out-of-range birth date through
const isoDate = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => toIsoDate({ y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate() }));
const nearLeapDay = fc
  .tuple(fc.constantFrom(2020, 2023, 2024, 2028, 2031), fc.integer({ min: -3, max: 3 }))
  .map(([y, k]) => addDays(`${y}-02-28`, k));
const anyDate = fc.oneof(isoDate, nearLeapDay);
/** [reference date, birth date on or before it, up to 25 years earlier, often near 29 February] */
const refAndBirth = fc
  .tuple(
    anyDate,
    fc.oneof(
      fc.integer({ min: 0, max: 25 * 366 }),
      fc.constantFrom(365, 366, 1095, 1096, 3287, 3288, 3652, 3653),
    ),
  )
  .map(([ref, back]) => [ref, addDays(ref, -back)] as const);

describe('properties of the birth-date windows', () => {
  it('adult: birth <= limit exactly when the age is reached', () => {
    fc.assert(
      fc.property(
        refAndBirth,
        fc.constantFrom('ticket' as const, 'hotel' as const),
        fc.boolean(),
        ([today, birth], form, isLead) => {
          const years = isLead ? 18 : form === 'ticket' ? 9 : 10;
          expect(checkAdultBirthDate(birth, today, form, isLead).ok).toBe(ageOn(birth, today) >= years);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('minor with a stated age: inside the window exactly when the age on check-in matches', () => {
    fc.assert(
      fc.property(refAndBirth, fc.integer({ min: 0, max: 17 }), ([checkin, birth], age) => {
        expect(checkMinorBirthDate(birth, checkin, age).ok).toBe(ageOn(birth, checkin) === age);
      }),
      { numRuns: 2000 },
    );
  });

  it('minor with an unknown age: inside the window exactly when 3 to 9 on check-in', () => {
    fc.assert(
      fc.property(refAndBirth, ([checkin, birth]) => {
        const age = ageOn(birth, checkin);
        expect(checkMinorBirthDate(birth, checkin).ok).toBe(age >= 3 && age <= 9);
      }),
      { numRuns: 2000 },
    );
  });

  it('the window bounds themselves are in range and one day outside is not', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: 0, max: 17 }), (checkin, age) => {
        const { min, max } = minorBirthWindow(checkin, age);
        expect(ageOn(min, checkin)).toBe(age);
        expect(ageOn(max, checkin)).toBe(age);
        expect(ageOn(addDays(min, -1), checkin)).toBe(age + 1);
        if (addDays(max, 1) <= checkin) expect(ageOn(addDays(max, 1), checkin)).toBe(age - 1);
      }),
    );
  });

  it('minimum age 18/21: never lets a younger passenger through', () => {
    fc.assert(
      fc.property(refAndBirth, fc.boolean(), ([today, birth], over21) => {
        expect(checkMinimumAge(birth, today, over21).ok).toBe(ageOn(birth, today) >= (over21 ? 21 : 18));
      }),
      { numRuns: 1000 },
    );
  });
});
