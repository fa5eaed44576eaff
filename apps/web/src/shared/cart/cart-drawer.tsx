import { Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { CART_MAX_ITEMS } from '@portal/domain/cart';
import { MESSAGES } from '@portal/domain/messages';
import { formatMoney } from '@portal/domain/money';
import { parseProviderPrice } from '@portal/domain/money-price';
import { ORDER_BREAKDOWN_LABELS } from '@portal/domain/orders/order-summary';
import { hotelCartBreakdown } from '@portal/domain/pricing/hotels';
import { IconShoppingCartOff } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useCartStore } from '@/shared/cart-store';
import { CartItemRow } from '@/shared/cart/cart-item-row';

type CartDrawerProps = { opened: boolean; onClose: () => void; onBook: () => void };

/** The hotel cart (spec §3, §5): see and remove rooms, then go to 'Reservar'. */
export function CartDrawer({ opened, onClose, onBook }: CartDrawerProps) {
  const items = useCartStore((s) => s.items);
  const removeItem = useCartStore((s) => s.removeItem);
  const reset = useCartStore((s) => s.reset);
  const breakdown = hotelCartBreakdown(items.map((i) => parseProviderPrice(i.data.tarifa)));
  const currency = parseProviderPrice(items[0]?.data.tarifa).moneda ?? 'USD';

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={`Carrito (${items.length} de ${CART_MAX_ITEMS} habitaciones)`}
      closeButtonProps={{ 'aria-label': MESSAGES.close }}
    >
      {items.length === 0 ? (
        <Stack align="center" gap="xs" py="xl">
          <IconShoppingCartOff size={36} aria-hidden />
          <Text c="dimmed">Tu carrito está vacío.</Text>
        </Stack>
      ) : (
        <Stack gap="md">
          {items.map((item, index) => (
            <Fragment key={`${String(item.hotelID)}-${index}`}>
              {index > 0 && <Divider />}
              <CartItemRow item={item} onRemove={() => removeItem(index)} />
            </Fragment>
          ))}
          <Divider />
          <Group justify="space-between">
            <Text size="sm">{ORDER_BREAKDOWN_LABELS.gastoReserva}</Text>
            <Text size="sm">{formatMoney(breakdown.gastoReserva, currency)}</Text>
          </Group>
          <Group justify="space-between">
            <Text fw={700}>Total</Text>
            <Text fw={800} data-testid="cart-total">
              {formatMoney(breakdown.total, currency)}
            </Text>
          </Group>
          <Group justify="space-between">
            <Button variant="subtle" color="red" onClick={reset}>
              Vaciar carrito
            </Button>
            <Button onClick={onBook}>{MESSAGES.book}</Button>
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}
