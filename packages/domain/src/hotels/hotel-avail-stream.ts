import { z } from 'zod';
import { ZErrorBody } from '../common/primitives';
import { ZHotelAvailResponse, ZProviderAvail, ZProviderState } from './hotel-avail';

// The lines of POST api/client/hotels/avail/stream (issue 34, item 3), made of avail's own
// schemas: who is searched, then one per supplier as it answers or fails, then the end (with
// avail's 502 message when every supplier asked failed). The API documents them, the portal
// reads them.

export const ZAvailStreamStart = z.object({ buscando: z.array(ZProviderState.shape.proveedor) });
export const ZAvailStreamSupplier = ZProviderState.extend({ hoteles: ZProviderAvail.shape.hoteles });
export const ZAvailStreamEnd = ZHotelAvailResponse.pick({ failedSuppliers: true, proveedores: true }).extend({
  fin: z.literal(true),
  message: ZErrorBody.shape.message.optional(),
});
export const ZAvailStreamLine = z.union([ZAvailStreamStart, ZAvailStreamSupplier, ZAvailStreamEnd]);
export type TAvailStreamLine = z.infer<typeof ZAvailStreamLine>;
export type TSupplierLabel = z.infer<typeof ZProviderState.shape.proveedor>;
