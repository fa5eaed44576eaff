import { schemaResolver, useForm } from '@mantine/form';
import type { TCartItem } from '@portal/domain/hotels/cart-item';
import type { TPassenger } from '@portal/domain/passenger';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { emptyPax, type TPaxValues } from '../../../shared/passenger-form/passenger-rules';
import { passengersSchema } from '../../../shared/passenger-form/passengers-schema';
import { slotsOfItem } from '../model/reservation-request';

type TRoomsSchema = ReturnType<typeof passengersSchema>;

/**
 * One passenger list per cart room (spec §2) in one Mantine form, each room checked by the
 * domain's rules of the hotel booking form (adults ≥ 17 years, document 9/8 digits) on its
 * check-in date; errors show from the first 'Reservar'.
 */
export function useRoomPassengers(items: readonly TCartItem[], today: string) {
  const slots = useMemo(() => items.map(slotsOfItem), [items]);
  const schema = useMemo(() => {
    const rooms = items.map((item, i) =>
      passengersSchema(slots[i] ?? [], { referenceDate: item.checkin, variant: 'hotel', today }),
    );
    return z.object({ rooms: z.tuple(rooms as [TRoomsSchema, ...TRoomsSchema[]]) });
  }, [items, slots, today]);
  const form = useForm<{ rooms: TPaxValues[][] }>({
    initialValues: { rooms: slots.map((room) => room.map(emptyPax)) },
    validate: schemaResolver(schema, { sync: true }),
  });
  const [submitted, setSubmitted] = useState(false);

  const removeRoom = (i: number) => form.removeListItem('rooms', i);

  /** Shows the errors; every room's passengers as the domain parses them, or null when a rule is broken. */
  const validate = (): TPassenger[][] | null => {
    setSubmitted(true);
    return form.validate().hasErrors ? null : schema.parse(form.getValues()).rooms;
  };

  return { form, slots, removeRoom, validate, submitted };
}
