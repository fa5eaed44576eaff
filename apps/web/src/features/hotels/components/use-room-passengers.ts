import type { TCartItem } from '@portal/domain/hotels/cart-item';
import type { TPassenger } from '@portal/domain/passenger';
import { useMemo, useState } from 'react';
import {
  emptyPax,
  validatePassengers,
  type TPaxErrors,
  type TPaxValues,
} from '../../../shared/passenger-form/passenger-rules';
import { slotsOfItem } from '../model/reservation-request';

/**
 * One passenger form per cart room (spec §2): values per room, the hotel rules of the shared
 * form (adults ≥ 17 years, document 9/8 digits), errors shown after the first 'Reservar'.
 */
export function useRoomPassengers(items: readonly TCartItem[], today: string) {
  const [values, setValues] = useState<TPaxValues[][]>(() => items.map((i) => slotsOfItem(i).map(emptyPax)));
  const [submitted, setSubmitted] = useState(false);
  const slots = useMemo(() => items.map(slotsOfItem), [items]);
  const results = useMemo(
    () =>
      items.map((item, i) =>
        validatePassengers(slots[i] ?? [], values[i] ?? [], {
          referenceDate: item.checkin,
          variant: 'hotel',
          today,
        }),
      ),
    [items, slots, values, today],
  );

  const errorsOf = (i: number): TPaxErrors[] | undefined => {
    const r = results[i];
    return submitted && r && !r.ok ? r.errors : undefined;
  };
  const setRoom = (i: number, room: TPaxValues[]) =>
    setValues((all) => all.map((current, j) => (j === i ? room : current)));
  const removeRoom = (i: number) => setValues((all) => all.filter((_, j) => j !== i));

  /** Shows the errors; every room's passengers, or null when a rule is broken. */
  const validate = (): TPassenger[][] | null => {
    setSubmitted(true);
    return results.every((r) => r.ok) ? results.map((r) => (r.ok ? r.passengers : [])) : null;
  };

  return { slots, values, errorsOf, setRoom, removeRoom, validate, submitted };
}
