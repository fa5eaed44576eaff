import { describe, expect, it } from 'vitest';
import { percentile, supplierState } from './supplier-health';

describe('supplier health rules', () => {
  it('judges the recent calls', () => {
    expect(supplierState({ calls: 0, errors: 0 })).toBe('sin-llamadas');
    expect(supplierState({ calls: 20, errors: 1 })).toBe('normal');
    expect(supplierState({ calls: 20, errors: 2 })).toBe('con-errores');
    expect(supplierState({ calls: 4, errors: 2 })).toBe('fallando');
    // two calls, both failed: errors, not yet an outage
    expect(supplierState({ calls: 2, errors: 2 })).toBe('con-errores');
    // a busy supplier that went down: 3 failures in a row after 17 good calls
    expect(supplierState({ calls: 20, errors: 3, streak: 3 })).toBe('fallando');
    expect(supplierState({ calls: 20, errors: 3, streak: 2 })).toBe('con-errores');
  });

  it('takes nearest-rank percentiles', () => {
    const ten = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
    expect(percentile(ten, 50)).toBe(50);
    expect(percentile(ten, 95)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNull();
  });
});
