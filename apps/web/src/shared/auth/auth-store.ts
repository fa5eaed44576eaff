import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { reloadCart, useCartStore } from '@/shared/cart-store';
import { reloadOrderDraft, useOrderDraftStore } from '@/shared/order-summary/order-draft-store';
import { clearAllPaxDrafts } from '@/shared/passenger-form/passenger-draft';
import { setStorageOwner } from '@/shared/user-storage';
import {
  clearSessionCookie,
  readSessionCookie,
  writeSessionCookie,
  type TSession,
} from '@/shared/auth/session-cookie';
import { resetFirstLoad } from '@/shared/first-load-requests';
import { isServer } from '@/shared/ssr/request-scope';

type AuthState = {
  user: TSession | null;
  /** the session ended under the agent's feet: a login dialog is open over the page */
  reauth: boolean;
  setUser: (user: TSession | null) => void;
};

const authStore = createStore<AuthState>()((set) => ({
  user: readSessionCookie(),
  reauth: false,
  setUser: (user) => set({ user }),
}));

// A server render (issue 34) shows the user of the request it renders, read from that request's
// cookie: this module's store is one per server process. In a browser, hydration reads the
// store's first state, the cookie's when the page loaded: the user the server rendered.
const serverRender = {
  ...authStore,
  getInitialState: () => ({ ...authStore.getState(), user: readSessionCookie() }),
};

const useAuth = <T>(selector: (state: AuthState) => T): T =>
  useStore(isServer ? serverRender : authStore, selector);

export const useAuthStore = Object.assign(useAuth, authStore);

/** The cart and drafts of whoever is logged in now. */
const reloadUserData = (idUser: number | null) => {
  setStorageOwner(idUser);
  reloadCart();
  reloadOrderDraft();
};

export const startSession = (session: TSession) => {
  resetFirstLoad();
  writeSessionCookie(session);
  useAuthStore.getState().setUser(session);
  reloadUserData(session.idUser);
};

/** A renewed session (sliding window): same user, new expiry, and the new token if the tab had one. */
export const extendSession = (session: TSession) => {
  writeSessionCookie(session);
  useAuthStore.getState().setUser(session);
};

/**
 * spec §4: logging out empties the cart (and the drafts). A session that merely ended (a 401
 * nobody logged in again after: expired or revoked) keeps them for the user's next login
 * (issue 11, items 7 and 10).
 */
export const endSession = ({ logout = true }: { logout?: boolean } = {}) => {
  if (logout) {
    // while the user's keys are still the stores'
    useCartStore.getState().reset();
    useOrderDraftStore.getState().clear();
    clearAllPaxDrafts();
  }
  settleReauth(false);
  resetFirstLoad();
  clearSessionCookie();
  useAuthStore.getState().setUser(null);
  reloadUserData(null);
};

// ---- logging in again over the page (issue 11, item 7)
let pending: { promise: Promise<boolean>; resolve: (ok: boolean) => void } | null = null;
let dialogs = 0;

/** The login dialog's host registers itself; without one a 401 simply ends the session. */
export const registerReauthDialog = () => {
  dialogs++;
  return () => {
    dialogs--;
  };
};

/**
 * A request was refused for an ended session: the agent logs in again in a dialog over the
 * page, and every request waiting here is sent again (true) or fails (false, the agent left).
 */
export const requestReauth = (): Promise<boolean> => {
  if (dialogs === 0 || !useAuthStore.getState().user) return Promise.resolve(false);
  if (!pending) {
    let resolve!: (ok: boolean) => void;
    const promise = new Promise<boolean>((r) => (resolve = r));
    pending = { promise, resolve };
    useAuthStore.setState({ reauth: true });
  }
  return pending.promise;
};

/** The dialog's outcome: logged in again (the waiting requests go again) or not. */
export function settleReauth(ok: boolean) {
  const waiting = pending;
  pending = null;
  if (useAuthStore.getState().reauth) useAuthStore.setState({ reauth: false });
  waiting?.resolve(ok);
}
