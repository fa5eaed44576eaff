import { addToCart, emptyCart, removeFromCart, type Cart } from '@portal/domain/cart';
import type { TCartItem } from '@portal/domain/hotels/cart-item';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { userKey, userScopedStorage } from '@/shared/user-storage';

export type { TCartItem };

// The hotel cart (spec §3, §4, §5, §9). Every rule lives in the domain (`@portal/domain/cart`):
// this store only keeps its answer. The server checks the same rules again when booking.
// It is kept per user in localStorage ('cart:<user id>'), so it lives across tabs and reloads
// until it is booked or emptied, and logout empties it (spec §4; issue 11, item 10).
type CartAddAnswer = { ok: true; showContinueToast: boolean } | { ok: false; message: string };

type CartState = Cart<TCartItem> & {
  addItem: (item: TCartItem, user: { isAgenteAS: boolean }) => CartAddAnswer;
  removeItem: (index: number) => void;
  reset: () => void;
};

const cartOf = ({ items, destino }: Cart<TCartItem>): Cart<TCartItem> => ({ items, destino });

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      ...emptyCart<TCartItem>(),
      addItem: (item, user) => {
        const result = addToCart(cartOf(get()), item, user);
        if (!result.ok) return { ok: false, message: result.message };
        set(result.cart);
        return { ok: true, showContinueToast: result.showContinueToast };
      },
      removeItem: (index) => set(removeFromCart(cartOf(get()), index)),
      reset: () => set(emptyCart<TCartItem>()),
    }),
    {
      name: 'cart',
      storage: createJSONStorage(() => userScopedStorage),
      partialize: (state) => cartOf(state),
    },
  ),
);

/** Reads the cart of whoever is logged in now (after a login, or a change in another tab). */
export const reloadCart = () => {
  if (localStorage.getItem(userKey('cart')) === null) useCartStore.setState(emptyCart<TCartItem>());
  else void useCartStore.persist.rehydrate();
};

if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.key === userKey('cart')) reloadCart();
  });
