import { describe, expect, it } from 'vitest';
import { decodeRateKey, encodeRateKey } from './hotel-token';

// The booking token as the simulator has always issued it: `v1.` and the base64url (no padding)
// of the key as a JSON array. The literals were written with Node's Buffer (base64url).
const key = {
  supplier: 'OMNIBEES' as const,
  hotelId: 'ORL0042',
  roomCode: 'STD',
  rateCode: 'FLEX',
  checkin: '2026-04-20',
  checkout: '2026-04-23',
  adults: 2,
  childAges: [7],
};
const TOKEN = 'v1.WyJPTU5JQkVFUyIsIk9STDAwNDIiLCJTVEQiLCJGTEVYIiwiMjAyNi0wNC0yMCIsIjIwMjYtMDQtMjMiLDIsWzddXQ';

describe('the hotel booking token', () => {
  it('is written as before and read back', () => {
    expect(encodeRateKey(key)).toBe(TOKEN);
    expect(decodeRateKey(TOKEN)).toEqual(key);
  });

  it('keeps a hotel id that is not ASCII', () => {
    const accented = { ...key, supplier: 'HBSI' as const, hotelId: 'Hôtel-Ñ', childAges: [] };
    const token = 'v1.WyJIQlNJIiwiSMO0dGVsLcORIiwiU1REIiwiRkxFWCIsIjIwMjYtMDQtMjAiLCIyMDI2LTA0LTIzIiwyLFtdXQ';
    expect(encodeRateKey(accented)).toBe(token);
    expect(decodeRateKey(token)).toEqual(accented);
  });

  it.each([
    ['no prefix', TOKEN.slice(3)],
    ['not base64 JSON', 'v1.!!!'],
    ['base64 of bytes that are not UTF-8', 'v1.__8'],
    [
      'an object, not the array',
      'v1.eyJzdXBwbGllciI6Ik9NTklCRUVTIiwiaG90ZWxJZCI6Ik9STDAwNDIiLCJyb29tQ29kZSI6IlNURCIsInJhdGVDb2RlIjoiRkxFWCIsImNoZWNraW4iOiIyMDI2LTA0LTIwIiwiY2hlY2tvdXQiOiIyMDI2LTA0LTIzIiwiYWR1bHRzIjoyLCJjaGlsZEFnZXMiOls3XX0',
    ],
    [
      'an unknown supplier',
      'v1.WyJOT1BFIiwiT1JMMDA0MiIsIlNURCIsIkZMRVgiLCIyMDI2LTA0LTIwIiwiMjAyNi0wNC0yMyIsMixbN11d',
    ],
    ['no adult', 'v1.WyJIQlNJIiwiT1JMMDA0MiIsIlNURCIsIkZMRVgiLCIyMDI2LTA0LTIwIiwiMjAyNi0wNC0yMyIsMCxbXV0'],
    [
      'a date that is no date',
      'v1.WyJIQlNJIiwiT1JMMDA0MiIsIlNURCIsIkZMRVgiLCIyMC0wNC0yMDI2IiwiMjAyNi0wNC0yMyIsMixbXV0',
    ],
    ['too long', `v1.${'A'.repeat(400)}`],
    ['no text at all', 42],
  ])('reads nothing from %s', (_case, token) => {
    expect(decodeRateKey(token)).toBeUndefined();
  });
});
