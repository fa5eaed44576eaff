import type { TActivityLocation } from '@portal/domain/activities/static-data';
import { formatDdMmYyyy } from '@portal/domain/dates-format';
import { toCents } from '@portal/domain/money';
import { productOrderBreakdown } from '@portal/domain/pricing/summary';
import type { TTransferProduct } from '@portal/domain/transfers/transfer-availability';
import type { TOrderDraftOf } from '@/shared/order-summary/order-draft-store';
import { toOrderSummary } from '@/shared/order-summary/order-summary-lines';
import { partySlots } from './party';
import type { TCompleteTransferSearch } from './transfer-search-params';

export const CATEGORY_LABELS = { ONEWAYTRIP: 'Solo ida', TWOWAY: 'Ida y vuelta' } as const;

/** A point's name from traslados/locations, or its code when the list did not have it. */
const pointName = (locations: readonly TActivityLocation[], code: string) =>
  locations.find((l) => l.locationCode === code)?.location ?? code;

type TChoice = {
  search: TCompleteTransferSearch;
  product: TTransferProduct;
  locations: readonly TActivityLocation[];
};

/**
 * spec §3 Transfer selection (fecha, adultos, menores, name, currency, tarifa = the product's
 * price for the party) with the search's echoToken, handed to form-pax?q=transfers: one passenger
 * per person, the summary of the price + 35 booking fee + 35 administrative expense.
 */
export function buildTransferOrder({ search, product, locations }: TChoice): TOrderDraftOf<'transfers'> {
  const twoWay = search.categoria === 'TWOWAY';
  const route = `${pointName(locations, search.desde)} → ${pointName(locations, search.hasta)}`;
  const pickups = product.concepts
    .filter((c) => c.transfer)
    .map((c) => `recogida ${formatDdMmYyyy(c.fecha)} ${c.transfer!.pickUpTime} h`);
  const summary = toOrderSummary(
    {
      title: product.productName,
      product: [CATEGORY_LABELS[search.categoria], route, ...pickups].join(' · '),
      dates: { checkin: search.llegada, ...(twoWay && search.regreso ? { checkout: search.regreso } : {}) },
      adults: search.party.adults,
      minors: search.party.childAges.length,
      currency: product.currencyCode,
    },
    productOrderBreakdown({ tarifa: toCents(product.price) }),
  );
  return {
    q: 'transfers',
    summary,
    passengers: partySlots(search.party),
    referenceDate: search.llegada,
    variant: 'ticket', // the server checks the party as the ticket form does (checkPartyPassengers)
    payload: {
      fecha: search.llegada,
      adultos: search.party.adults,
      menores: search.party.childAges.length,
      name: product.productName,
      currency: product.currencyCode,
      tarifa: product.price,
      echoToken: product.echoToken,
      productBookingCode: product.productBookingCode,
      ...(search.vuelo ? { vuelo: search.vuelo } : {}),
    },
  };
}
