import { MESSAGES, type THotelAvailRequest } from '@portal/domain';
import type { AuthUser } from '../../plugins/auth';
import { AppError } from '../../errors';
import { answerId } from '../../lib/encoded-answers';
import { HOTEL_SUPPLIER_KEYS, type HotelSupplierKey } from '../../suppliers/hotels';
import type { HotelsDeps } from './deps';
import { pricerStamp } from '../markups/pricing';
import { startSearch, supplierState } from './avail-search';
import { type THotelAvailResponse } from '@portal/domain';

/**
 * POST api/client/hotels/avail: the suppliers the flags leave on are asked in parallel, each
 * cut at its own timeout; the answer holds what answered and says who failed (spec §7,
 * docs/architecture.md "Suppliers and the simulator").
 */
export async function searchAvailability(
  deps: HotelsDeps,
  user: AuthUser,
  req: THotelAvailRequest,
  idEntidad: number | null = null,
): Promise<{ answer: () => THotelAvailResponse; stamp: string }> {
  const search = await startSearch(deps, user, req, idEntidad);
  const [ctx, results] = await Promise.all([search.context, Promise.all(search.calls)]);
  const byKey = new Map(results.map((r) => [r.supplier as HotelSupplierKey, r]));
  if (search.enabled.length > 0 && results.every((r) => !r.ok)) {
    throw new AppError(502, MESSAGES.availabilitySearchError);
  }
  const stamp = JSON.stringify([
    ...search.stampParts,
    results.map((r) => (r.ok ? answerId(r.value as object) : `${r.supplier}:${r.fault}`)),
    [...ctx.left].sort(),
    HOTEL_SUPPLIER_KEYS.map((k) => pricerStamp(ctx.pricer(k))),
  ]);
  const list = (k: HotelSupplierKey) => ({ hoteles: search.hotelsOf(byKey.get(k), ctx) });
  const answer = (): THotelAvailResponse => {
    const proveedores = HOTEL_SUPPLIER_KEYS.map((k) => supplierState(k, byKey.get(k)));
    return {
      hotelAvailResponseOmnibees: list('OMNIBEES'),
      hotelAvailResponsePrestige: list('PRESTIGE'),
      hotelAvailResponseHBSI: list('HBSI'),
      failedSuppliers: proveedores
        .filter((p) => p.estado === 'error' || p.estado === 'timeout')
        .map((p) => p.proveedor),
      proveedores,
    } as THotelAvailResponse;
  };
  return { answer, stamp };
}
