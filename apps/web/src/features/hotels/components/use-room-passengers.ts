import { schemaResolver, useForm } from '@mantine/form';
import type { TCartItem } from '@portal/domain/hotels/cart-item';
import type { TPassenger } from '@portal/domain/passenger';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { readPaxDraft, savePaxDraft } from '@/shared/passenger-form/passenger-draft';
import { emptyPax, type TPaxValues } from '@/shared/passenger-form/passenger-rules';
import { passengersSchema } from '@/shared/passenger-form/passengers-schema';
import { slotsOfItem } from '../model/reservation-request';

export const HOTEL_PAX_DRAFT = 'hotels';

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
  // the typed passengers outlive a reload or an expired session, for this cart only
  const signature = JSON.stringify(
    items.map((i) => [i.hotelID, i.data.informacionRsrv, i.checkin, slotsOfItem(i)]),
  );
  const form = useForm<{ rooms: TPaxValues[][] }>({
    initialValues: readPaxDraft(HOTEL_PAX_DRAFT, signature) ?? {
      rooms: slots.map((room) => room.map(emptyPax)),
    },
    validate: schemaResolver(schema, { sync: true }),
    onValuesChange: (values) => savePaxDraft(HOTEL_PAX_DRAFT, signature, values),
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
