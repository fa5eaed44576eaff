import '@mantine/core/styles/Indicator.layer.css';
import { ActionIcon, Indicator } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconShoppingCart } from '@tabler/icons-react';
import { lazy } from 'react';
import { useNavigate } from 'react-router';
import { useCartStore } from '@/shared/cart-store';
import { OpenedOnce } from '@/shared/opened-once';
import { paths } from '@/shared/paths';

// The drawer loads on the first click, not with every page's header (issue 19).
const CartDrawer = lazy(() => import('@/shared/cart/cart-drawer').then((m) => ({ default: m.CartDrawer })));

/** The header's cart: item count, and a drawer to see, remove and book the rooms. */
export function CartButton() {
  const count = useCartStore((s) => s.items.length);
  const [opened, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const label = `Carrito: ${count} ${count === 1 ? 'habitación' : 'habitaciones'}`;
  return (
    <>
      <Indicator label={count} size={18} disabled={count === 0} offset={4} color="red">
        <ActionIcon variant="default" size="lg" aria-label={label} onClick={open}>
          <IconShoppingCart size={18} aria-hidden />
        </ActionIcon>
      </Indicator>
      <OpenedOnce opened={opened}>
        <CartDrawer
          opened={opened}
          onClose={close}
          onBook={() => {
            close();
            navigate(paths.hotels.booking.getHref());
          }}
        />
      </OpenedOnce>
    </>
  );
}
