import { fromCents, toCents, type IsoDate } from '@portal/domain';
import type { DisneyRate } from '../../suppliers/disney-hotels';
import { pricerFor, type Pricer } from '../markups/pricing';
import { markedRoom, type MarkedRoom } from '../markups/room-prices';
import { DISNEY_ALLOTMENT_SUPPLIER, type DisneyHotelsDeps } from './deps';

// The agency's markup on Disney's rooms (issue 32 item 1, D-25): each room is a base price
// (a booking of several rooms alike carries it on each); the resort's tax grows in proportion,
// at the rate Disney charged on the stay. The tickets a package rate requires are Disney's
// price as it quotes them. Disney's rate key names no resort, so rules by destination do not
// apply to this line.

export const disneyPricer = (deps: DisneyHotelsDeps, checkin: IsoDate, idEntidad: number | null) =>
  pricerFor(deps, {
    linea: 'disney-hotels',
    proveedor: DISNEY_ALLOTMENT_SUPPLIER,
    idEntidad,
    destino: null,
    checkin,
    moneda: 'USD',
  });

/** One room of a rate at its sale: the stay before tax marked, its tax at Disney's own rate. */
export function markedDisneyRoom(p: Pricer, price: DisneyRate['price']): MarkedRoom & { afterTax: number } {
  const venta = toCents(price.amountBeforeTax);
  const iva = toCents(price.tax);
  const room = markedRoom(p, {
    ventaCents: venta,
    ivaCents: iva,
    alicuota: venta > 0 ? (iva * 100) / venta : 0,
  });
  const added = room.ventaCents - venta + (room.ivaCents - iva);
  return { ...room, afterTax: fromCents(toCents(price.amountAfterTax) + added) };
}
