import type { IsoDate } from '@portal/domain';
import { pricerFor } from '../markups/pricing';
import { THIRD_SUPPLIER, type ThirdHotelsDeps } from './deps';

/**
 * The pricer of a third-provider stay (D-25), in USD, the provider's only currency. Its rate
 * key names no city, so a booking cannot be priced by destination: rules by destination do
 * not apply to this line, in the search as in the booking.
 */
export const thirdPricer = (deps: ThirdHotelsDeps, checkin: IsoDate, idEntidad: number | null) =>
  pricerFor(deps, {
    linea: 'third-hotels',
    proveedor: THIRD_SUPPLIER,
    idEntidad,
    destino: null,
    checkin,
    moneda: 'USD',
  });
