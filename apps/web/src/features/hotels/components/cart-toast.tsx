import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@portal/domain/messages';
import { UI_TIMINGS } from '@portal/domain/small-rules';
import { IconAlertTriangle, IconShoppingCartCheck } from '@tabler/icons-react';

const TOAST_ID = 'hotel-cart-toast';

/**
 * spec §4, §9: 'Elemento agregado al carrito, desea Continuar seleccionando?' with
 * Permanecer and Continuar (to the booking page), 50000 ms. The toast lives outside the
 * router, so the page hands in what Continuar does.
 */
export function showContinueToast(onContinue: () => void) {
  notifications.hide(TOAST_ID);
  notifications.show({
    id: TOAST_ID,
    color: 'green',
    // spec §9: top right like every notification (below the header), 50 s to answer
    autoClose: UI_TIMINGS.cartToastMs,
    icon: <IconShoppingCartCheck size={18} aria-hidden />,
    message: (
      <>
        <Text size="sm" fw={600}>
          {MESSAGES.cartAddedContinue}
        </Text>
        <Group gap="xs" mt="xs">
          <Button size="compact-sm" variant="default" onClick={() => notifications.hide(TOAST_ID)}>
            {MESSAGES.cartStay}
          </Button>
          <Button
            size="compact-sm"
            onClick={() => {
              notifications.hide(TOAST_ID);
              onContinue();
            }}
          >
            {MESSAGES.cartContinue}
          </Button>
        </Group>
      </>
    ),
  });
}

/** The question is moot once the agent is on the booking page. */
export const hideCartToast = () => {
  notifications.hide(TOAST_ID);
};

/** The cart is full after this add: no question, just the news (spec §4: toast only below 3). */
export function showAddedToast() {
  notifications.hide(TOAST_ID);
  notifications.show({
    id: TOAST_ID,
    color: 'green',
    icon: <IconShoppingCartCheck size={18} aria-hidden />,
    message: 'Elemento agregado al carrito',
  });
}

/** spec §8: cart rejections are negative notifications at the top. */
export function showCartError(message: string) {
  notifications.show({
    color: 'red',
    icon: <IconAlertTriangle size={18} aria-hidden />,
    title: 'No se pudo agregar',
    message,
  });
}
