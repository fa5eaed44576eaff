import { addToCart, clearCart, removeFromCart, type Cart } from '@portal/domain/cart';
import type { TCartItem } from '@portal/domain/hotels/cart-item';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type { TCartItem };

// The hotel cart (spec §3, §4, §5, §9). Every rule lives in the domain (`@portal/domain/cart`):
// this store only keeps its answer, persisted in sessionStorage under 'cart'. The server checks
// the same rules again when booking.
export type CartAddAnswer = { ok: true; showContinueToast: boolean } | { ok: false; message: string };

type CartState = Cart<TCartItem> & {
  addItem: (item: TCartItem, user: { isAgenteAS: boolean }) => CartAddAnswer;
  removeItem: (index: number) => void;
  reset: () => void;
};

const cartOf = ({ items, destino }: Cart<TCartItem>): Cart<TCartItem> => ({ items, destino });

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      ...clearCart<TCartItem>(),
      addItem: (item, user) => {
        const result = addToCart(cartOf(get()), item, user);
        if (!result.ok) return { ok: false, message: result.message };
        set(result.cart);
        return { ok: true, showContinueToast: result.showContinueToast };
      },
      removeItem: (index) => set(removeFromCart(cartOf(get()), index)),
      reset: () => set(clearCart<TCartItem>()),
    }),
    {
      name: 'cart',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => cartOf(state),
    },
  ),
);
