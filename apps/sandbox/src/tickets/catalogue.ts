import { type IsoDate, type TParkId, ticketLastUsageDay } from '@portal/domain';
import { productPrices } from './pricing';
import { isSoldOut } from './sold-out';
import type { TicketCatalogue, TicketEvent, TicketInfo, TicketProduct, TicketQuote } from './types';

/** A park's rate sheet over its products: prices, sold-out dates and events, all deterministic. */
export function createCatalogue(
  park: TParkId,
  products: readonly TicketProduct[],
  eventsOf: (product: TicketProduct, date: IsoDate) => TicketEvent[] = () => [],
): TicketCatalogue {
  const byCode = new Map(products.map((p) => [p.code, p]));
  // Quotes are pure functions of product and date: kept, and dropped wholesale when many.
  const memo = new Map<string, TicketQuote>();
  const quoteOf = (product: TicketProduct, date: IsoDate): TicketQuote => {
    const key = `${product.code}|${date}`;
    let quote = memo.get(key);
    if (!quote) {
      if (memo.size >= 50_000) memo.clear();
      quote = { product, date, soldOut: isSoldOut(park, date), ...productPrices(product, date) };
      memo.set(key, quote);
    }
    return quote;
  };
  return {
    products,
    product: (code) => byCode.get(code),
    quote: (code, date) => {
      const product = byCode.get(code);
      if (!product || (product.onSale && !product.onSale(date))) return undefined;
      return quoteOf(product, date);
    },
    search: (date, days) =>
      products
        .filter((p) => (days === undefined || p.days === days) && (!p.onSale || p.onSale(date)))
        .map((p) => quoteOf(p, date)),
    events: (code, date) => {
      const product = byCode.get(code);
      return product ? eventsOf(product, date) : [];
    },
  };
}

const dayWord = (n: number) => (n === 1 ? '1 día' : `${n} días`);

/** The info dialog's texts (spec §2): usage window and cancellation policy. */
export const ticketInfo = (product: TicketProduct, date?: IsoDate): TicketInfo => {
  const window =
    product.usageWindowDays === 1
      ? `Válido para ${dayWord(product.days)} de uso en la fecha de entrada`
      : `Válido para ${dayWord(product.days)} de parque, a usar dentro de ${product.usageWindowDays} días ` +
        'consecutivos desde la fecha de entrada';
  const dated = date ? ` (del ${date} al ${ticketLastUsageDay(date, product.usageWindowDays)})` : '';
  return {
    code: product.code,
    name: product.name,
    usageWindow: `${window}${dated}.`,
    cancelPolicy: product.cancelPolicy,
  };
};
