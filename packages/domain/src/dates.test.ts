import { describe, expect, it } from 'vitest';
import { addDays, addYears, agencyToday, diffDays, isLeapYear, isValidIsoDate, nightCount } from './dates';
import {
  calendarMinDate,
  checkBookingDate,
  checkStayRange,
  checkTicketDate,
  TIME_SLOTS,
  ticketCalendarMinDate,
} from './dates-calendar';
import {
  formatDdMmYyyy,
  formatFlightDate,
  formatFlightDateTime,
  formatFlightTime,
  formatLongDate,
  formatShortDate,
  formatSlashDate,
  hhmmToTime,
  isValidHhmm,
  parseDisplayDate,
  timeToHhmm,
} from './dates-format';
import { MESSAGES } from './messages';

describe('agencyToday (TZ_AGENCY)', () => {
  it.each([
    ['2025-03-10T02:59:00Z', '2025-03-09'], // 23:59 in Buenos Aires (UTC-3)
    ['2025-03-10T03:00:00Z', '2025-03-10'],
    ['2024-12-31T23:30:00Z', '2024-12-31'],
    ['2025-01-01T02:30:00Z', '2024-12-31'],
  ])('%s is %s in Buenos Aires', (instant, day) => {
    expect(agencyToday(new Date(instant))).toBe(day);
  });
  it('takes another zone', () => {
    expect(agencyToday(new Date('2025-03-10T02:59:00Z'), 'UTC')).toBe('2025-03-10');
  });
});

describe('calendar arithmetic', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['1900-02-29', false],
    ['2000-02-29', true],
    ['2025-04-31', false],
    ['2025-13-01', false],
    ['2025-1-01', false],
    ['01-01-2025', false],
  ])('isValidIsoDate(%s) = %s', (d, ok) => expect(isValidIsoDate(d)).toBe(ok));

  it('leap years', () => {
    expect([2024, 2000, 1900, 2023, 2028].map(isLeapYear)).toEqual([true, true, false, false, true]);
  });

  it.each([
    ['2025-02-28', 1, '2025-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2025-01-01', 9, '2025-01-10'],
  ])('addDays(%s, %s) = %s', (d, n, r) => expect(addDays(d, n)).toBe(r));

  it('addYears moves 29 February to 28 February in common years', () => {
    expect(addYears('2024-02-29', -9)).toBe('2015-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2025-06-15', -17)).toBe('2008-06-15');
  });

  it('diffDays', () => {
    expect(diffDays('2025-03-01', '2025-02-01')).toBe(28);
    expect(diffDays('2024-03-01', '2024-02-01')).toBe(29);
    expect(diffDays('2025-01-01', '2025-01-05')).toBe(-4);
  });
});

describe('nightCount (spec §9: ceiling of the day difference)', () => {
  it.each([
    ['2025-07-01', '2025-07-08', 7],
    ['2025-07-01', '2025-07-01', 0],
    ['2024-02-28', '2024-03-01', 2],
    ['2025-02-28', '2025-03-01', 1],
    ['2025-07-01T15:00:00', '2025-07-03T11:00:00', 2], // 1.83 days -> 2
    ['2025-07-01T10:00:00', '2025-07-02T11:00:00', 2], // 1.04 days -> 2
    ['2025-12-30', '2026-01-02', 3],
  ])('nightCount(%s, %s) = %s', (a, b, n) => expect(nightCount(a, b)).toBe(n));
});

describe('booking calendar (spec §5, §6)', () => {
  const today = '2025-06-10';
  it('non-AS users start 9 days after today', () => {
    expect(calendarMinDate({ today, isAgenteAS: false })).toBe('2025-06-19');
  });
  it('AS agents start today, or at the start date', () => {
    expect(calendarMinDate({ today, isAgenteAS: true })).toBe(today);
    expect(calendarMinDate({ today, isAgenteAS: true, startDate: '2025-06-20' })).toBe('2025-06-20');
    expect(calendarMinDate({ today, isAgenteAS: true, startDate: '2025-06-01' })).toBe(today);
    expect(calendarMinDate({ today, isAgenteAS: false, startDate: '2025-07-01' })).toBe('2025-07-01');
  });

  it.each([
    // date, AS agent, expected message (undefined = ok)
    ['2025-06-19', false, undefined], // 9th day ahead: allowed
    ['2025-06-20', false, undefined], // 10th day ahead
    ['2025-06-18', false, MESSAGES.leadTimeNonAS], // 8th day ahead
    ['2025-06-10', false, MESSAGES.leadTimeNonAS],
    ['2025-06-09', false, MESSAGES.dateBeforeToday],
    ['2025-06-10', true, undefined],
    ['2025-06-11', true, undefined],
    ['2025-06-09', true, MESSAGES.dateBeforeToday],
    ['2025-02-30', true, MESSAGES.invalidDate],
  ] as const)('checkBookingDate(%s, AS=%s)', (date, isAgenteAS, message) => {
    const r = checkBookingDate(date, { today, isAgenteAS });
    expect(r.ok ? undefined : r.message).toBe(message);
  });

  it('rejects a date before the start date', () => {
    const r = checkBookingDate('2025-06-12', { today, isAgenteAS: true, startDate: '2025-06-15' });
    expect(r).toMatchObject({ ok: false, message: MESSAGES.dateBeforeStart });
  });

  it.each([
    [{ checkin: '2025-06-19', checkout: '2025-06-22' }, false, undefined],
    [{ checkin: '2025-06-18', checkout: '2025-06-22' }, false, MESSAGES.leadTimeNonAS],
    [{ checkin: '2025-06-09', checkout: '2025-06-12' }, true, MESSAGES.checkinBeforeToday],
    [{ checkin: '2025-06-12', checkout: '2025-06-12' }, true, MESSAGES.checkoutNotAfterCheckin],
    [{ checkin: '2025-06-12', checkout: 'x' }, true, MESSAGES.invalidDate],
    // 30 nights is the longest stay; 31 is refused (the same rule in the form and the API)
    [{ checkin: '2025-06-12', checkout: '2025-07-12' }, true, undefined],
    [{ checkin: '2025-06-12', checkout: '2025-07-13' }, true, 'La estadía no puede superar 30 noches'],
    // the sale horizon: check-in up to today + 18 months (2026-12-10 from 2025-06-10), not a day more
    [{ checkin: '2026-12-10', checkout: '2026-12-13' }, true, undefined],
    [
      { checkin: '2026-12-11', checkout: '2026-12-14' },
      true,
      'La fecha de ingreso no puede ser posterior a 18 meses desde hoy',
    ],
  ] as const)('checkStayRange(%j, AS=%s)', (range, isAgenteAS, message) => {
    const r = checkStayRange(range, { today, isAgenteAS });
    expect(r.ok ? undefined : r.message).toBe(message);
  });
});

describe('ticket calendar (spec §5: from today or a valid-from date)', () => {
  const today = '2025-06-10';
  it('starts today or at the valid-from date, whichever is later', () => {
    expect(ticketCalendarMinDate({ today })).toBe(today);
    expect(ticketCalendarMinDate({ today, validFrom: '2025-07-01' })).toBe('2025-07-01');
    expect(ticketCalendarMinDate({ today, validFrom: '2025-01-01' })).toBe(today);
  });
  it.each([
    ['2025-06-10', undefined, undefined],
    ['2025-06-09', undefined, MESSAGES.dateBeforeToday],
    ['2025-06-30', '2025-07-01', MESSAGES.dateBeforeValidFrom],
    ['2025-07-01', '2025-07-01', undefined],
  ] as const)('checkTicketDate(%s, validFrom %s)', (date, validFrom, message) => {
    const r = checkTicketDate(date, validFrom ? { today, validFrom } : { today });
    expect(r.ok ? undefined : r.message).toBe(message);
  });
});

describe('time slots (spec §3: every 30 minutes 00:00 to 23:30)', () => {
  it('has 48 slots from 00:00 to 23:30', () => {
    expect(TIME_SLOTS).toHaveLength(48);
    expect(TIME_SLOTS[0]).toBe('00:00');
    expect(TIME_SLOTS[1]).toBe('00:30');
    expect(TIME_SLOTS[47]).toBe('23:30');
    expect(TIME_SLOTS).not.toContain('24:00');
  });
});

describe('date formats (spec §9)', () => {
  it.each([
    [formatDdMmYyyy, '2025-01-05', '05-01-2025'],
    [formatSlashDate, '2025-01-05', '2025/01/05'],
    [formatShortDate, '2025-01-05', 'ene 05, 2025'],
    [formatShortDate, '2024-12-31', 'dic 31, 2024'],
    [formatLongDate, '2025-01-05', 'domingo, 5 de enero de 2025'],
    [formatLongDate, '2024-02-29', 'jueves, 29 de febrero de 2024'],
    [formatFlightDate, '2025-01-05', '05/01/2025'],
  ])('%o(%s) = %s', (f, input, out) => expect(f(input)).toBe(out));

  it.each([
    ['2025-01-05', '2025-01-05'],
    ['2025/01/05', '2025-01-05'],
    ['05-01-2025', '2025-01-05'],
    ['05/01/2025', '2025-01-05'],
    ['29-02-2023', undefined],
    ['junk', undefined],
    ['1/2/1980', '1980-02-01'],
    ['10.05.1980', '1980-05-10'],
    ['10/05/20', '2020-05-10'],
  ])('parseDisplayDate(%s) = %s', (text, iso) => expect(parseDisplayDate(text)).toBe(iso));

  it.each([
    ['10/05/80', '1980-05-10'],
    ['1/2/25', '2025-02-01'],
    ['1/2/27', '1927-02-01'],
  ])('a birth date typed with two digits %s is %s when the latest year is 2026', (text, iso) =>
    expect(parseDisplayDate(text, 2026)).toBe(iso),
  );
});

describe('flight times as numbers hhmm (spec §3, §9)', () => {
  it.each([
    [930, '09:30', '9:30 a. m.'],
    [1545, '15:45', '3:45 p. m.'],
    [0, '00:00', '12:00 a. m.'],
    [5, '00:05', '12:05 a. m.'],
    [1200, '12:00', '12:00 p. m.'],
    [2359, '23:59', '11:59 p. m.'],
  ])('%s -> %s / %s', (hhmm, time, text) => {
    expect(hhmmToTime(hhmm)).toBe(time);
    expect(timeToHhmm(time)).toBe(hhmm);
    expect(formatFlightTime(hhmm)).toBe(text);
  });
  it.each([2400, 1260, -1, 12.5])('rejects %s', (hhmm) => {
    expect(isValidHhmm(hhmm)).toBe(false);
    expect(() => hhmmToTime(hhmm)).toThrow(RangeError);
  });
  it('formats date and time together', () => {
    expect(formatFlightDateTime('2025-01-05', 1545)).toBe('05/01/2025 3:45 p. m.');
  });
});
