import { MESSAGES } from '@portal/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { endSession, startSession, useAuthStore } from './auth/auth-store';
import { readSessionCookie, sessionFromLogin } from './auth/session-cookie';
import { useCartStore, type TCartItem } from './cart-store';

const item = (destino: string, hotelID = 1): TCartItem => ({
  data: { roomName: 'Doble estándar' },
  hotelID,
  HotelName: 'Hotel Test',
  cantPaxTotal: 2,
  cantAdl: 2,
  cantChl: 0,
  checkin: '2025-07-01',
  checkout: '2025-07-05',
  adultCount: 2,
  childCount: 0,
  childAges: [],
  destino,
});

describe('cart store', () => {
  beforeEach(() => useCartStore.getState().reset());

  it('takes its destination from the first item and persists under sessionStorage "cart"', () => {
    expect(useCartStore.getState().addItem(item('MIA'))).toEqual({ ok: true });
    expect(useCartStore.getState().destino).toBe('MIA');
    expect(JSON.parse(sessionStorage.getItem('cart') ?? '{}').state).toMatchObject({ destino: 'MIA' });
  });

  it('rejects another destination and a fourth room (spec §5)', () => {
    const { addItem } = useCartStore.getState();
    addItem(item('MIA', 1));
    expect(addItem(item('ORL'))).toEqual({ ok: false, message: MESSAGES.cartDifferentDestination });
    addItem(item('MIA', 2));
    addItem(item('MIA', 3));
    expect(addItem(item('MIA', 4))).toEqual({ ok: false, message: MESSAGES.cartFull });
    expect(useCartStore.getState().items).toHaveLength(3);
  });

  it('resets the destination when the last item is removed', () => {
    useCartStore.getState().addItem(item('MIA'));
    useCartStore.getState().removeItem(0);
    expect(useCartStore.getState()).toMatchObject({ items: [], destino: null });
  });

  it('is emptied by logout together with the session (spec §4)', () => {
    startSession(
      sessionFromLogin({
        data: { user: { id: 1, nombre: 'Ana', nivel: 1, uws: 2 } },
        accesos: { token: 't' },
      }),
    );
    useCartStore.getState().addItem(item('MIA'));

    endSession();

    expect(useCartStore.getState()).toMatchObject({ items: [], destino: null });
    expect(JSON.parse(sessionStorage.getItem('cart') ?? '{}').state).toEqual({ items: [], destino: null });
    expect(useAuthStore.getState().user).toBeNull();
    expect(readSessionCookie()).toBeNull();
  });
});
