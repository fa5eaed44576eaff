import type { SupplierName } from '../config';
import { SupplierError } from './core';
import type { SupplierHttp } from './http';

// The two calls every booking supplier of the simulator's shape answers alike (apps/sandbox
// bookings.ts): what happened to the booking made under our reference, and a cancellation by
// the supplier's code.

/** GET …/bookings/{reference}: the booking the supplier holds under it, or `none`. */
export async function bookingStateOf<T extends object>(
  http: SupplierHttp,
  name: SupplierName,
  reference: string,
): Promise<T | { state: 'none' }> {
  const res = await http.call<T>(name, {
    method: 'GET',
    path: `/bookings/${encodeURIComponent(reference)}`,
    idempotent: true,
  });
  return res.status === 404 ? { state: 'none' } : res.body;
}

/** DELETE …/bookings/by-code/{code}; `label` names the supplier in the error. */
export async function cancelByCode(http: SupplierHttp, name: SupplierName, label: string, code: string) {
  const res = await http.call<{ message?: string }>(name, {
    method: 'DELETE',
    path: `/bookings/by-code/${encodeURIComponent(code)}`,
    idempotent: true,
  });
  // 404: the supplier holds no such booking, which is what a cancellation wants
  if (res.status !== 200 && res.status !== 404)
    throw new SupplierError(label, 'rejected', res.body.message ?? `HTTP ${res.status}`);
}
