import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY_TEXT } from './hotel-policy-texts';
import { MESSAGES } from './messages';
import {
  asList,
  canSearchCarLocations,
  canSearchEntities,
  checkEntitySearch,
  checkLocationSearch,
  cutRegimen,
  detectDiningPlan,
  excursionRateLabel,
  hotelCategoryLabel,
  isDiscountedRoom,
  isEmptyOrder,
  isFilled,
  isHexColor,
  isIsoDate,
  isRoomNonRefundable,
  isTicketAvailable,
  isTime,
  observationText,
  showOccupancyColumn,
  transferDirection,
} from './small-rules';

describe('small rules', () => {
  it.each([
    [['a', 'b', 'c', 'd', 'e'], true],
    [['a', 'b', 'c', 'd'], false],
    [['a', 'b', 'c', 'd', 'e', 'f'], false],
    [[], false],
    [undefined, false],
  ])('isDiscountedRoom(%j) = %s (spec §5: 5 codes)', (codes, r) => expect(isDiscountedRoom(codes)).toBe(r));

  it('regimen cut at 50 characters (spec §9)', () => {
    const fifty = 'x'.repeat(50);
    expect(cutRegimen(fifty)).toEqual({ text: fifty, isCut: false });
    expect(cutRegimen(`${fifty}y`)).toEqual({ text: fifty, isCut: true });
    expect(cutRegimen('Desayuno')).toEqual({ text: 'Desayuno', isCut: false });
  });

  it.each([
    ['Room Only + DQSDP', 'quick-service'],
    ['Disney Quick Service Dining Plan', 'quick-service'],
    ['quick service plan', 'quick-service'],
    ['Package DDP 2025', 'standard'],
    ['Disney Dining Plan', 'standard'],
    ['disney dining plan', 'standard'],
    ['Room Only', null],
    ['', null],
    [undefined, null],
  ])('detectDiningPlan(%s) = %s (spec §2)', (name, plan) => expect(detectDiningPlan(name)).toBe(plan));

  it.each([
    ['O', { kind: 'O', arrow: 'back', color: 'red' }],
    ['I', { kind: 'I', arrow: 'forward', color: 'green' }],
    ['i', { kind: 'I', arrow: 'forward', color: 'green' }],
    ['R', { kind: 'other', arrow: 'both', color: 'orange' }],
    [undefined, { kind: 'other', arrow: 'both', color: 'orange' }],
  ])('transferDirection(%s) (spec §2)', (d, r) => expect(transferDirection(d)).toEqual(r));

  it('search minimum lengths (spec §5, §9)', () => {
    expect(canSearchEntities('abc')).toBe(false);
    expect(canSearchEntities('abcd')).toBe(true);
    expect(canSearchEntities('  ab  ')).toBe(false);
    expect(canSearchCarLocations('mi')).toBe(false);
    expect(canSearchCarLocations('mia')).toBe(true);
    expect(checkEntitySearch('abc')).toMatchObject({ ok: false, message: MESSAGES.entitySearchMinChars });
    expect(checkLocationSearch('ab')).toMatchObject({ ok: false, message: MESSAGES.locationSearchMinChars });
  });

  it.each([
    ['', false],
    ['  ', false],
    [null, false],
    [undefined, false],
    [[], false],
    [0, true],
    ['x', true],
    [false, true],
  ])('isFilled(%j) = %s (spec §5: neither empty nor null)', (v, r) => expect(isFilled(v)).toBe(r));

  it('format checks (spec §5)', () => {
    expect(isTime('10:56')).toBe(true);
    expect(isTime('24:00')).toBe(false);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isHexColor('#1a2B3c')).toBe(true);
    expect(isHexColor('#fff')).toBe(true);
    expect(isHexColor('red')).toBe(false);
  });

  it('non-refundable flag', () => {
    expect(isRoomNonRefundable({ politicaCancelacion: { nonRefundable: true } })).toBe(true);
    expect(isRoomNonRefundable({ politicaCancelacion: { nonRefundable: 'true' } })).toBe(true);
    expect(isRoomNonRefundable({ politicaCancelacion: { nonRefundable: false } })).toBe(false);
    expect(isRoomNonRefundable({})).toBe(false);
    expect(isRoomNonRefundable(null)).toBe(false);
  });

  it('tarifario labels (spec §2)', () => {
    expect(hotelCategoryLabel(0)).toBe('Categoria no especificada');
    expect(hotelCategoryLabel('4')).toBe('4 estrellas');
    expect(observationText('')).toBe('Sin Observaciones');
    expect(observationText('Mínimo 3 noches')).toBe('Mínimo 3 noches');
    expect(showOccupancyColumn('0.00')).toBe(false);
    expect(showOccupancyColumn('120.00')).toBe(true);
    expect(excursionRateLabel('adl')).toBe('Adultos');
    expect(excursionRateLabel('chd')).toBe('Menores');
    expect(asList({ a: 1 })).toEqual([{ a: 1 }]);
    expect(asList([1, 2])).toEqual([1, 2]);
    expect(asList(undefined)).toEqual([]);
  });

  it('ticket availability, empty order, policy', () => {
    expect(isTicketAvailable({ findEvents: false })).toBe(true);
    expect(isTicketAvailable({ findEvents: true })).toBe(false);
    expect(isTicketAvailable({ findEvents: true }, { status: 'Active' })).toBe(true);
    expect(isEmptyOrder(0)).toBe(true);
    expect(isEmptyOrder(3500)).toBe(false);
    expect(DEFAULT_POLICY_TEXT).toBe(
      'Cancelación sin cargo hasta 7 días antes de la llegada; luego, penalidad de 1 noche. No show: 1 noche.',
    );
  });
});
