import { create } from 'zustand';
import { reloadCart, useCartStore } from '../cart-store';
import { clearSessionCookie, readSessionCookie, writeSessionCookie, type TSession } from './session-cookie';

type AuthState = {
  user: TSession | null;
  setUser: (user: TSession | null) => void;
};

export const useAuthStore = create<AuthState>()((set) => ({
  user: readSessionCookie(),
  setUser: (user) => set({ user }),
}));

export const startSession = (session: TSession) => {
  writeSessionCookie(session);
  useAuthStore.getState().setUser(session);
  reloadCart();
};

/**
 * spec §4: logging out empties the cart. A session that merely ended (a 401: expired or
 * revoked) keeps the user's cart for their next login (issue 11, items 7 and 10).
 */
export const endSession = ({ logout = true }: { logout?: boolean } = {}) => {
  if (logout) useCartStore.getState().reset(); // while the user's key is still the cart's
  clearSessionCookie();
  useAuthStore.getState().setUser(null);
  reloadCart();
};
