import { MESSAGES } from '@portal/domain/messages';
import { beforeEach, describe, expect, it } from 'vitest';
import { endSession, startSession, useAuthStore } from '@/shared/auth/auth-store';
import { readSessionCookie, sessionFromLogin } from '@/shared/auth/session-cookie';
import { useCartStore, type TCartItem } from '@/shared/cart-store';

const agent = { isAgenteAS: true };
const seller = { isAgenteAS: false };

const item = (destino: string, hotelID = 'H-1', nonRefundable = false): TCartItem => ({
  data: {
    roomName: 'Habitación Estándar',
    tarifa: { VENTA: 100, IVA: 10.5, moneda: 'USD' },
    proveedor: 1,
    informacionRsrv: 'token',
    politicaCancelacion: { nonRefundable },
  },
  hotelID,
  HotelName: 'Hotel Test',
  cantPaxTotal: 2,
  cantAdl: 2,
  cantChl: 0,
  checkin: '2030-07-01',
  checkout: '2030-07-05',
  adultCount: 2,
  childCount: 0,
  childAges: [],
  destino,
});

const stored = (user: number | 'anon' = 'anon') =>
  JSON.parse(localStorage.getItem(`cart:${user}`) ?? '{}').state;
const logIn = (id: number) =>
  startSession(
    sessionFromLogin({ data: { user: { id, nombre: 'Ana', nivel: 1, uws: 2 } }, accesos: { token: 't' } }),
  );

describe('cart store (domain cart rules, spec §4, §5, §9)', () => {
  beforeEach(() => useCartStore.getState().reset());

  it('takes its destination from the first item and persists under localStorage "cart:<user>"', () => {
    expect(useCartStore.getState().addItem(item('C-MIA'), seller)).toEqual({
      ok: true,
      showContinueToast: true,
    });
    expect(useCartStore.getState().destino).toBe('C-MIA');
    expect(stored()).toMatchObject({ destino: 'C-MIA', items: [{ hotelID: 'H-1' }] });
  });

  it('rejects another destination and a fourth room with the spec §5 texts', () => {
    const { addItem } = useCartStore.getState();
    addItem(item('C-MIA', 'H-1'), agent);
    expect(addItem(item('C-ORL'), agent)).toEqual({ ok: false, message: MESSAGES.cartDifferentDestination });
    addItem(item('C-MIA', 'H-2'), agent);
    expect(addItem(item('C-MIA', 'H-3'), agent)).toEqual({ ok: true, showContinueToast: false });
    expect(addItem(item('C-MIA', 'H-4'), agent)).toEqual({ ok: false, message: MESSAGES.cartFull });
    expect(useCartStore.getState().items.map((i) => i.hotelID)).toEqual(['H-1', 'H-2', 'H-3']);
  });

  it('compares destinations as the domain does (case and spaces)', () => {
    useCartStore.getState().addItem(item('Orlando'), agent);
    expect(useCartStore.getState().addItem(item(' orlando '), agent).ok).toBe(true);
  });

  it('takes non-refundable rooms only from AS agents', () => {
    const answer = useCartStore.getState().addItem(item('C-MIA', 'H-1', true), seller);
    expect(answer).toEqual({ ok: false, message: MESSAGES.nonRefundableOnlyAS });
    expect(useCartStore.getState().addItem(item('C-MIA', 'H-1', true), agent).ok).toBe(true);
  });

  it('keeps the destination while items remain and resets it with the last one', () => {
    const { addItem } = useCartStore.getState();
    addItem(item('C-MIA', 'H-1'), seller);
    addItem(item('C-MIA', 'H-2'), seller);
    useCartStore.getState().removeItem(0);
    expect(useCartStore.getState()).toMatchObject({ items: [{ hotelID: 'H-2' }], destino: 'C-MIA' });
    useCartStore.getState().removeItem(0);
    expect(useCartStore.getState()).toMatchObject({ items: [], destino: null });
    expect(useCartStore.getState().addItem(item('C-ORL'), seller).ok).toBe(true);
  });

  it('is emptied by logout together with the session (spec §4)', () => {
    logIn(1);
    useCartStore.getState().addItem(item('C-MIA'), seller);

    endSession();

    expect(useCartStore.getState()).toMatchObject({ items: [], destino: null });
    expect(stored(1)).toEqual({ items: [], destino: null });
    expect(useAuthStore.getState().user).toBeNull();
    expect(readSessionCookie()).toBeNull();
  });

  it("is each user's own, kept across reloads and tabs, and through an expired session (issue 11, item 10)", () => {
    logIn(1);
    useCartStore.getState().addItem(item('C-MIA'), seller);
    expect(stored(1)).toMatchObject({ destino: 'C-MIA', items: [{ hotelID: 'H-1' }] });

    // a 401 ends the session but not the cart; another user on this browser sees none of it
    endSession({ logout: false });
    expect(useCartStore.getState().items).toEqual([]);
    logIn(2);
    expect(useCartStore.getState().items).toEqual([]);
    endSession();

    // the same user again (a new tab, a reload, a new login): the cart is back
    logIn(1);
    expect(useCartStore.getState()).toMatchObject({ destino: 'C-MIA', items: [{ hotelID: 'H-1' }] });

    // another tab changes it: this one follows
    localStorage.setItem('cart:1', JSON.stringify({ state: { items: [], destino: null }, version: 0 }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart:1' }));
    expect(useCartStore.getState().items).toEqual([]);
  });
});
