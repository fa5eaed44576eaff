import { create } from 'zustand';
import { useCartStore } from '../cart-store';
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
};

// spec §4: logging out empties the cart.
export const endSession = () => {
  clearSessionCookie();
  useAuthStore.getState().setUser(null);
  useCartStore.getState().reset();
};
