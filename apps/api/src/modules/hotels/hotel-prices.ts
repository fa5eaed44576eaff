import { fromCents, parseProviderPrice, percentOf, type IsoDate } from '@portal/domain';
import type { TMarkedPrice } from '@portal/domain/commerce/markups';
import type { HotelSupplierKey, PriceParts } from '../../suppliers/hotels';
import { pricingSource, type Pricer } from '../markups/pricing';
import { markedRoom } from '../markups/room-prices';
import type { HotelsDeps } from './deps';

// The agency's markup on the multi-provider hotels (issue 32 item 1, D-25): every room of a
// cart is its own booking row, so each is a base price (a per-booking amount goes on each
// room); its VAT keeps its rule at the room's own rate (alicuota), and so do the country
// taxes shown apart (Resolución 4815, Impuesto PAIS: the share of the rate the supplier
// charged). A destination is the catalogue's city id (C-…), as both the search and the cart
// resolve it.

export type HotelPricing = { checkin: IsoDate; idCiudad: string; idEntidad: number | null };

/** The pricer of each supplier for a stay in a city, for the client entity. */
export async function hotelPricers(deps: HotelsDeps, o: HotelPricing) {
  const source = await pricingSource(deps);
  return (supplier: HotelSupplierKey): Pricer =>
    source({
      linea: 'hotels',
      proveedor: supplier,
      idEntidad: o.idEntidad,
      destino: o.idCiudad,
      checkin: o.checkin,
      moneda: 'USD',
    });
}

/** A room's price parts at their sale, and the booking's net, markup and sale rate. */
export function salePriceParts(p: Pricer, net: PriceParts): { parts: PriceParts; price: TMarkedPrice } {
  const room = markedRoom(p, { ventaCents: net.venta, ivaCents: net.iva, alicuota: net.alicuota });
  const markup = room.price.markupCents;
  const added = markup + (room.ivaCents - net.iva);
  // a country tax's share of the rate, on the markup too (never part of the total)
  const countryTax = (tax: number) =>
    net.venta > 0 ? tax + percentOf(markup, (tax * 100) / net.venta) : tax;
  return {
    parts: {
      ...net,
      venta: room.ventaCents,
      iva: room.ivaCents,
      total: net.total + added,
      resolucion4815: countryTax(net.resolucion4815),
      impuestoPais: countryTax(net.impuestoPais),
    },
    price: room.price,
  };
}

// the spellings domain/money-price.ts reads
const ALIASES = {
  venta: ['VENTA', 'venta', 'Venta'],
  iva: ['IVA', 'iva', 'Iva'],
  total: ['TOTAL', 'total', 'Total', 'sumaTotal'],
  resolucion4815: ['resolucion4815', 'Resolucion4815', 'RESOLUCION4815', 'rg4815', 'afip'],
  impuestoPais: ['ImpuestoPais', 'impuestoPais', 'IMPUESTOPAIS', 'pais'],
} as const;

const esAr = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount written as the supplier wrote the one it replaces: a number, '1234.56' or '1.234,56'. */
const likeOriginal = (original: unknown, cents: number): unknown => {
  if (typeof original !== 'string') return fromCents(cents);
  return original.includes(',') ? esAr.format(fromCents(cents)) : fromCents(cents).toFixed(2);
};

/**
 * A supplier's rate object (its own spelling, spec §3) with the sale amounts of `sale`: the
 * fields the portal reads as venta, iva and total rewritten in their format, the rest as it
 * was. Without a markup the object is handed back untouched.
 */
export function markedTarifa(tarifa: unknown, sale: Pick<PriceParts, keyof typeof ALIASES>): unknown {
  if (typeof tarifa !== 'object' || tarifa === null) return tarifa;
  const net = parseProviderPrice(tarifa);
  if (net.venta === sale.venta && net.total === sale.total) return tarifa;
  const out: Record<string, unknown> = { ...(tarifa as Record<string, unknown>) };
  for (const [field, keys] of Object.entries(ALIASES) as [keyof typeof ALIASES, readonly string[]][])
    for (const k of keys)
      if (out[k] !== undefined && out[k] !== null && out[k] !== '')
        out[k] = likeOriginal(out[k], sale[field]);
  return out;
}

/** A room of a search as the agent is shown it: its rate at the sale, in the supplier's spelling. */
export function markedShownRoom(room: Record<string, unknown>, p: Pricer): Record<string, unknown> {
  if (!p.rule) return room;
  const net = parseProviderPrice(room.tarifa);
  if (net.venta === undefined || net.total === undefined) return room;
  const parts: PriceParts = {
    venta: net.venta,
    iva: net.iva ?? 0,
    alicuota: net.alicuota ?? 0,
    gastoAdministrativo: net.gastoAdministrativo ?? 0,
    resolucion4815: net.resolucion4815 ?? 0,
    impuestoPais: net.impuestoPais ?? 0,
    total: net.total,
    moneda: 'USD',
  };
  return { ...room, tarifa: markedTarifa(room.tarifa, salePriceParts(p, parts).parts) };
}
