import { MESSAGES } from '@portal/domain/messages';
import { beforeEach, describe, expect, it } from 'vitest';
import { endSession, startSession, useAuthStore } from './auth/auth-store';
import { readSessionCookie, sessionFromLogin } from './auth/session-cookie';
import { useCartStore, type TCartItem } from './cart-store';

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

const stored = () => JSON.parse(sessionStorage.getItem('cart') ?? '{}').state;

describe('cart store (domain cart rules, spec §4, §5, §9)', () => {
  beforeEach(() => useCartStore.getState().reset());

  it('takes its destination from the first item and persists under sessionStorage "cart"', () => {
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
    startSession(
      sessionFromLogin({
        data: { user: { id: 1, nombre: 'Ana', nivel: 1, uws: 2 } },
        accesos: { token: 't' },
      }),
    );
    useCartStore.getState().addItem(item('C-MIA'), seller);

    endSession();

    expect(useCartStore.getState()).toMatchObject({ items: [], destino: null });
    expect(stored()).toEqual({ items: [], destino: null });
    expect(useAuthStore.getState().user).toBeNull();
    expect(readSessionCookie()).toBeNull();
  });
});
