import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import type { Canceller } from '../reservations/cancel-service';
import { createProductLineRegistry, defineProductLine } from './index';

const atSupplier = async () => undefined;
const giveBack = async () => undefined;
const keyAnswer = async () => undefined;

describe('the product-line registry', () => {
  it('derives the settlers, cancellers and key answerers from one declaration per line', () => {
    const lines = createProductLineRegistry();
    const settle = async () => undefined;
    lines.register(defineProductLine({ key: 'cars', settle, keyAnswer, cancel: { atSupplier } }));
    lines.register(
      defineProductLine({ key: 'flights', settle: null, keyAnswer, cancel: { atSupplier, giveBack } }),
    );
    expect(Object.keys(lines.settlers)).toEqual(['cars']);
    expect(Object.keys(lines.cancellers)).toEqual(['cars', 'flights']);
    expect(Object.keys(lines.keyAnswers)).toEqual(['cars', 'flights']);
    expect(lines.missing()).toEqual([
      'tickets',
      'disney-hotels',
      'hotels',
      'third-hotels',
      'assistance',
      'activities',
      'transfers',
    ]);
  });

  it('refuses a line registered twice', () => {
    const lines = createProductLineRegistry();
    const cars = defineProductLine({ key: 'cars', settle: null, keyAnswer, cancel: { atSupplier } });
    lines.register(cars);
    expect(() => lines.register(cars)).toThrow("product line 'cars' registered twice");
  });

  it('refuses a line that holds inventory and gives nothing back, at compile time and at start-up', () => {
    const lines = createProductLineRegistry();
    // @ts-expect-error: third-hotels holds allotments, so its canceller must have giveBack
    const leaky = defineProductLine({ key: 'third-hotels', settle: null, keyAnswer, cancel: { atSupplier } });
    expect(() => lines.register(leaky)).toThrow(
      "product line 'third-hotels' holds inventory: its canceller must give it back",
    );
    // a line without inventory of ours needs no giveBack
    const plain: Canceller = { atSupplier };
    expect(() => lines.register({ key: 'assistance', settle: null, keyAnswer, cancel: plain })).not.toThrow();
  });
});

describe('the app', () => {
  const t = useTestApp();

  it('registers every product line the domain declares', () => {
    expect(t.app.productLines.missing()).toEqual([]);
    expect(Object.keys(t.app.productLines.cancellers).sort()).toEqual([
      'activities',
      'assistance',
      'cars',
      'disney-hotels',
      'flights',
      'hotels',
      'third-hotels',
      'tickets',
      'transfers',
    ]);
    // flights confirm in their own transaction: nothing to settle
    expect(Object.keys(t.app.productLines.settlers)).not.toContain('flights');
  });
});
