import { Divider, Stack } from '@mantine/core';
import type { TCartItem } from '@portal/domain/hotels/cart-item';
import { parseProviderPrice } from '@portal/domain/money-price';
import { hotelCartBreakdown } from '@portal/domain/pricing/hotels';
import { Fragment } from 'react';
import { CartItemRow } from '@/shared/cart/cart-item-row';
import { OrderSummary } from '@/shared/order-summary/order-summary';
import { toOrderSummary } from '@/shared/order-summary/order-summary-lines';

type BookingSummaryProps = { items: readonly TCartItem[]; onRemove: (index: number) => void };

/** Left column of hotelesNewReserva (spec §2): the cart and its totals (spec §9 hotel pricing). */
export function BookingSummary({ items, onRemove }: BookingSummaryProps) {
  const prices = items.map((i) => parseProviderPrice(i.data.tarifa));
  const first = items[0];
  const summary = toOrderSummary(
    {
      title: 'Resumen de la orden',
      product: [...new Set(items.map((i) => i.HotelName))].join(' · '),
      dates: { checkin: first?.checkin ?? '', checkout: first?.checkout },
      adults: items.reduce((n, i) => n + i.cantAdl, 0),
      minors: items.reduce((n, i) => n + i.cantChl, 0),
      currency: prices[0]?.moneda ?? 'USD',
    },
    hotelCartBreakdown(prices),
  );
  return (
    <OrderSummary summary={summary}>
      <Divider label="Habitaciones" labelPosition="left" />
      <Stack gap="sm">
        {items.map((item, index) => (
          <Fragment key={`${String(item.hotelID)}-${index}`}>
            {index > 0 && <Divider variant="dashed" />}
            <CartItemRow item={item} onRemove={() => onRemove(index)} />
          </Fragment>
        ))}
      </Stack>
    </OrderSummary>
  );
}
