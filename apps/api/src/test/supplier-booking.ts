import type { SupplierName } from '../config';
import { referenceWith } from '../modules/module-deps';
import type { TestHandle } from './app';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until the test's simulator holds the booking made under reservation `id`'s reference,
 * asking every 20 ms (10 s at most). A slow booking is made before the simulator answers it
 * (apps/sandbox behaviour.ts), so once the portal has given up on the answer this returns at
 * the first ask: no fixed wait for "the supplier finishes" (issue 30, item 7).
 */
export async function untilSupplierHolds(t: Pick<TestHandle, 'config'>, supplier: SupplierName, id: number) {
  const { url, apiKey } = t.config.suppliers[supplier];
  const reference = referenceWith(t.config.supplierReferencePrefix)(id);
  for (let i = 0; i < 500; i++) {
    const res = await fetch(`${url}/bookings/${encodeURIComponent(reference)}`, {
      headers: { 'x-api-key': apiKey },
    });
    if (res.ok) return;
    await sleep(20);
  }
  throw new Error(`${supplier} holds no booking under ${reference}`);
}
