import { beforeAll, describe, expect, it } from 'vitest';
import type { TSupplierHealthAnswer } from '@portal/domain/admin/supplier-health';
import { ADMIN, authHeader, useTestApp, type Headers } from '../../../test/app';

// AVIS's simulator answers every call 503; BUDGET answers as usual.
const t = useTestApp({}, { AVIS: { failRate: 1 } });
let admin: Headers;
beforeAll(async () => {
  admin = await authHeader(t.app, ADMIN);
});

const locations = (brand: string, destino: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/cars/locations/?brand=${brand}&destino=${destino}`,
    headers: t.vendedor,
  });

describe('GET /api/admin/proveedores (issue 31, item 7)', () => {
  it('shows a failing supplier first, with its error rate and last error, beside a healthy one', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await locations('AVIS', 'orlando')).statusCode).toBe(502);
      expect((await locations('BUDGET', 'cancun')).statusCode).toBe(200);
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/proveedores', headers: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json() as TSupplierHealthAnswer;
    expect(body.windowMinutes).toBe(15);
    const [first] = body.suppliers;
    expect(first).toMatchObject({ supplier: 'AVIS', state: 'fallando', errorRate: 1 });
    expect(first!.calls).toBeGreaterThanOrEqual(3);
    expect(first!.lastError).toMatchObject({ outcome: 'unavailable', status: 503 });
    const budget = body.suppliers.find((s) => s.supplier === 'BUDGET')!;
    expect(budget).toMatchObject({ state: 'normal', errors: 0, lastError: null });
    expect(budget.calls).toBeGreaterThanOrEqual(3);
    expect(budget.p50Ms).not.toBeNull();
    // every supplier is listed, called or not
    expect(body.suppliers.find((s) => s.supplier === 'UASSISTANCE')).toMatchObject({ state: 'sin-llamadas' });
  });
});
