import type { LightMyRequestResponse } from 'fastify';
import type { TestHandle } from '../../test/app';

// What the credit suites check of a booking: the supplier was not asked, and the refusal's text.

/** Cents as es-AR writes them, worked out here on its own (not money.ts): 123456 → '1.234,56'. */
export const esAr = (cents: number) => {
  const whole = String(Math.trunc(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${whole},${String(cents % 100).padStart(2, '0')}`;
};

/** The amount a credit refusal says is left ('US$ 397,99'), or the whole body when it is none. */
export const refusal = (res: LightMyRequestResponse) => {
  const message = String(res.json().message ?? '').replace(/\u00a0/g, ' ');
  const [, left] =
    /^La entidad no tiene crédito disponible para esta reserva \(disponible (.+)\)$/.exec(message) ?? [];
  return left ?? res.body;
};

/** Runs `run` and lists the booking calls (POST …/bookings, …/prebookings) it made to suppliers. */
export async function bookingCalls<T>(t: Pick<TestHandle, 'app'>, run: () => Promise<T>) {
  const http = t.app.supplierHttp;
  const real = http.call;
  const calls: string[] = [];
  http.call = ((name, call) => {
    if (call.method === 'POST' && /bookings/.test(call.path)) calls.push(`${name} ${call.path}`);
    return real(name, call);
  }) as typeof real;
  try {
    return { calls, result: await run() };
  } finally {
    http.call = real;
  }
}
