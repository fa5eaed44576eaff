import { describe, expect, it } from 'vitest';
import {
  addToCart,
  allRoomsSelected,
  criterionRoomsSelected,
  type Cart,
  checkCartAdd,
  emptyCart,
  isRoomButtonDisabled,
  newRoomSelection,
  removeFromCart,
  selectRoom,
  showCartToast,
} from './cart';
import { MESSAGES } from './messages';

type Item = { destino: string; data?: unknown; id: number };
const room = (id: number, destino = 'Orlando', nonRefundable = false): Item => ({
  id,
  destino,
  data: { roomName: `Room ${id}`, politicaCancelacion: { nonRefundable } },
});
const agent = { isAgenteAS: true };
const other = { isAgenteAS: false };

const fill = (n: number, destino = 'Orlando'): Cart<Item> => ({
  items: Array.from({ length: n }, (_, i) => room(i + 1, destino)),
  destino: n ? destino : null,
});

describe('cart (spec §4, §5, §9)', () => {
  it('the first item sets the destination', () => {
    const r = addToCart(emptyCart<Item>(), room(1, 'Miami'), other);
    expect(r).toMatchObject({ ok: true, cart: { destino: 'Miami' } });
  });

  it('rejects an item with another destination, verbatim', () => {
    const r = checkCartAdd(fill(1), room(2, 'Miami'), agent);
    expect(r).toEqual({
      ok: false,
      key: 'cartDifferentDestination',
      message: 'No se puede agregar. El hotel tiene un destino diferente al de tus hoteles anteriores.',
    });
  });

  it.each([
    [0, true],
    [1, true],
    [2, true], // the 3rd item fits
    [3, false], // the 4th is rejected
  ])('with %s items, adding is ok=%s', (n, ok) => {
    const r = checkCartAdd(fill(n), room(9), agent);
    expect(r.ok).toBe(ok);
    if (!r.ok) expect(r.message).toBe('Tu carrito está lleno! No puedes añadir más Habitaciones');
  });

  it('the continue toast shows only while fewer than 3 items', () => {
    const second = addToCart(fill(1), room(2), agent);
    const third = addToCart(fill(2), room(3), agent);
    expect(second.ok && second.showContinueToast).toBe(true);
    expect(third.ok && third.showContinueToast).toBe(false);
    expect(showCartToast(2)).toBe(true);
    expect(showCartToast(3)).toBe(false);
  });

  it('destination match ignores case and spaces', () => {
    expect(checkCartAdd(fill(1, 'Orlando'), room(2, ' orlando '), agent).ok).toBe(true);
  });

  it('non-refundable rooms only for AS agents', () => {
    expect(checkCartAdd(fill(0), room(1, 'Orlando', true), agent).ok).toBe(true);
    expect(checkCartAdd(fill(0), room(1, 'Orlando', true), other)).toMatchObject({
      ok: false,
      message: MESSAGES.nonRefundableOnlyAS,
    });
  });

  it('removing the last item or clearing resets the destination', () => {
    const two = fill(2);
    const one = removeFromCart(two, 0);
    expect(one).toMatchObject({ destino: 'Orlando', items: [{ id: 2 }] });
    expect(removeFromCart(one, 0)).toEqual({ items: [], destino: null });
    expect(emptyCart()).toEqual({ items: [], destino: null });
    const again = addToCart(removeFromCart(one, 0), room(5, 'Cancún'), other);
    expect(again).toMatchObject({ ok: true, cart: { destino: 'Cancún' } });
  });
});

describe('room picking (spec §4)', () => {
  it('counts selected rooms and disables buttons at the requested count', () => {
    let s = newRoomSelection(2);
    const r1 = selectRoom(s);
    expect(r1.ok).toBe(true);
    if (r1.ok) s = r1.selection;
    expect(allRoomsSelected(s)).toBe(false);
    const r2 = selectRoom(s);
    if (r2.ok) s = r2.selection;
    expect(s).toMatchObject({ selected: 2, requested: 2 });
    expect(allRoomsSelected(s)).toBe(true);
    expect(selectRoom(s)).toMatchObject({ ok: false, message: MESSAGES.roomLimitReached });
    expect(isRoomButtonDisabled({ selection: s, room: {}, isAgenteAS: true })).toBe(true);
    expect(newRoomSelection(2)).toMatchObject({ selected: 0, requested: 2 }); // a new search resets
  });

  it('keeps the count per searched room: two rates for room 1 never stand in for room 2', () => {
    let s = newRoomSelection([1, 1]);
    expect(s).toMatchObject({ selected: 0, requested: 2 });
    const first = selectRoom(s, 0);
    if (first.ok) s = first.selection;
    expect(criterionRoomsSelected(s, 0)).toBe(true);
    expect(selectRoom(s, 0)).toMatchObject({ ok: false, message: MESSAGES.criterionRoomsSelected });
    expect(isRoomButtonDisabled({ selection: s, room: {}, isAgenteAS: true, criterion: 0 })).toBe(true);
    expect(isRoomButtonDisabled({ selection: s, room: {}, isAgenteAS: true, criterion: 1 })).toBe(false);
    const second = selectRoom(s, 1);
    expect(second).toMatchObject({ ok: true, selection: { selected: 2, requested: 2 } });
  });

  it('a selection stored before rooms were told apart still counts', () => {
    const stored = { selected: 1, requested: 2 };
    expect(selectRoom(stored, 1)).toMatchObject({ ok: true, selection: { selected: 2 } });
  });

  it('non-refundable room buttons are disabled for non-agents', () => {
    const s = newRoomSelection(1);
    const nr = { politicaCancelacion: { nonRefundable: true } };
    expect(isRoomButtonDisabled({ selection: s, room: nr, isAgenteAS: false })).toBe(true);
    expect(isRoomButtonDisabled({ selection: s, room: nr, isAgenteAS: true })).toBe(false);
    expect(isRoomButtonDisabled({ selection: s, room: {}, isAgenteAS: false })).toBe(false);
  });
});
