import { MESSAGES } from '@portal/domain/messages';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const CART_MAX_ITEMS = 3; // spec §9

// spec §3 cart item (hotels); the room payload differs per provider.
export type TCartItem = {
  data: unknown;
  hotelID: string | number;
  HotelName: string;
  cantPaxTotal: number;
  cantAdl: number;
  cantChl: number;
  checkin: string;
  checkout: string;
  adultCount: number;
  childCount: number;
  childAges: number[];
  destino: string;
};

type AddResult = { ok: true } | { ok: false; message: string };

type CartState = {
  items: TCartItem[];
  destino: string | null;
  addItem: (item: TCartItem) => AddResult;
  removeItem: (index: number) => void;
  reset: () => void;
};

const EMPTY = { items: [] as TCartItem[], destino: null };

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      ...EMPTY,
      // spec §5: same destination, at most three rooms; the server checks it again.
      addItem: (item) => {
        const { items, destino } = get();
        if (destino !== null && item.destino !== destino) {
          return { ok: false, message: MESSAGES.cartDifferentDestination };
        }
        if (items.length >= CART_MAX_ITEMS) return { ok: false, message: MESSAGES.cartFull };
        set({ items: [...items, item], destino: item.destino });
        return { ok: true };
      },
      removeItem: (index) => {
        const items = get().items.filter((_, i) => i !== index);
        set(items.length === 0 ? EMPTY : { items });
      },
      reset: () => set(EMPTY),
    }),
    {
      name: 'cart',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ items, destino }) => ({ items, destino }),
    },
  ),
);
