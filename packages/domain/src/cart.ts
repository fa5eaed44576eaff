import { type Check, type CheckFail, OK, fail } from './common/check';
import { isRoomNonRefundable } from './small-rules';

// Hotel cart (spec §4, §5, §9): at most 3 rooms, one destination set by the first item and
// reset when the cart is emptied; non-refundable rooms only for AS agents.
export const CART_MAX_ITEMS = 3;

type CartItemLike = { destino: string; data?: unknown };
export type Cart<T extends CartItemLike = CartItemLike> = { items: T[]; destino: string | null };

export const emptyCart = <T extends CartItemLike>(): Cart<T> => ({ items: [], destino: null });

const sameDestination = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether `item` may go into `cart`; the messages are the verbatim texts of spec §5. */
export const checkCartAdd = <T extends CartItemLike>(
  cart: Cart<T>,
  item: T,
  user: { isAgenteAS: boolean },
): Check => {
  if (cart.items.length >= CART_MAX_ITEMS) return fail('cartFull');
  if (cart.destino !== null && cart.items.length > 0 && !sameDestination(cart.destino, item.destino))
    return fail('cartDifferentDestination');
  if (!user.isAgenteAS && isRoomNonRefundable(item.data)) return fail('nonRefundableOnlyAS');
  return OK;
};

type CartAddResult<T extends CartItemLike> =
  { ok: true; cart: Cart<T>; showContinueToast: boolean } | CheckFail;

/** Adds an item; the first item sets the destination. The toast shows while fewer than 3 items. */
export const addToCart = <T extends CartItemLike>(
  cart: Cart<T>,
  item: T,
  user: { isAgenteAS: boolean },
): CartAddResult<T> => {
  const check = checkCartAdd(cart, item, user);
  if (!check.ok) return check;
  const items = [...cart.items, item];
  return {
    ok: true,
    cart: { items, destino: cart.destino ?? item.destino },
    showContinueToast: showCartToast(items.length),
  };
};

/** Removing the last item resets the destination to none (spec §4). */
export const removeFromCart = <T extends CartItemLike>(cart: Cart<T>, index: number): Cart<T> => {
  const items = cart.items.filter((_, i) => i !== index);
  return { items, destino: items.length === 0 ? null : cart.destino };
};

/** spec §4: the 'continue selecting?' toast only while the cart holds fewer than 3 items (after adding). */
export const showCartToast = (itemCount: number): boolean => itemCount < CART_MAX_ITEMS;

// ---- room picking (spec §4): the counter of selected rooms against the requested room count,
// kept per searched room too (occupancy is per room), so that the rooms picked fit the search
export type RoomSelection = {
  selected: number;
  requested: number;
  /** per roomCriteriaList entry; absent in a selection stored before rooms were told apart */
  byCriterion?: { selected: number; requested: number }[];
};

/** A new search resets counter and list; `requested` is the room count of each criteria entry. */
export const newRoomSelection = (requested: number | readonly number[]): RoomSelection => {
  const wanted = typeof requested === 'number' ? [requested] : requested;
  return {
    selected: 0,
    requested: wanted.reduce((n, r) => n + r, 0),
    byCriterion: wanted.map((r) => ({ selected: 0, requested: r })),
  };
};

export const allRoomsSelected = (s: RoomSelection): boolean => s.selected >= s.requested;

/** Every room of this criteria entry is picked (other entries may still want theirs). */
export const criterionRoomsSelected = (s: RoomSelection, criterion = 0): boolean => {
  const c = s.byCriterion?.[criterion];
  return c !== undefined && c.selected >= c.requested;
};

export const selectRoom = (
  s: RoomSelection,
  criterion = 0,
): { ok: true; selection: RoomSelection } | CheckFail => {
  if (allRoomsSelected(s)) return fail('roomLimitReached');
  if (criterionRoomsSelected(s, criterion)) return fail('criterionRoomsSelected');
  const byCriterion = s.byCriterion?.map((c, i) =>
    i === criterion ? { ...c, selected: c.selected + 1 } : c,
  );
  return { ok: true, selection: { ...s, selected: s.selected + 1, byCriterion } };
};

/**
 * A room button is disabled once all requested rooms (or all of its searched room's) are
 * picked, or when non-refundable for non-agents.
 */
export const isRoomButtonDisabled = (o: {
  selection: RoomSelection;
  room: unknown;
  isAgenteAS: boolean;
  criterion?: number;
}): boolean =>
  allRoomsSelected(o.selection) ||
  criterionRoomsSelected(o.selection, o.criterion) ||
  (!o.isAgenteAS && isRoomNonRefundable(o.room));
