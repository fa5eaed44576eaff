import { OK } from '@portal/domain/common/check';
import { checkTicketEntryDate } from '@portal/domain/hotels/multi-hotel-dispo';
import { checkRooming } from '@portal/domain/occupancy';
import { z } from 'zod';
import { hotelSearchSchema, ZRoomPlanValue, type TSearchFormCtx } from '@/shared/hotels/search-form-schema';

// The Disney search form: the user's booking calendar, the rooming limits and the ticket's
// entry date inside the stay.

export const makeDisneySearchSchema = (ctx: TSearchFormCtx) =>
  hotelSearchSchema(
    ctx,
    {
      destino: z.enum(['disney', 'disneyland']),
      /** 'todas', or one of the 5 categories */
      categoria: z.string(),
      room: ZRoomPlanValue,
      rooms: z.number(),
      ticketEntryDate: z.string().nullable(),
    },
    (v, stay) => {
      const { adults, childAges } = v.room;
      const { checkin, checkout } = v.stayRange;
      const entry = v.ticketEntryDate;
      return [
        stay,
        [
          checkRooming({ adultCount: adults, childCount: childAges.length, roomCount: v.rooms, childAges }),
          'room',
        ],
        [
          entry && checkin && checkout ? checkTicketEntryDate(entry, { checkin, checkout }) : OK,
          'ticketEntryDate',
        ],
      ];
    },
  );

export type TDisneyFormValues = z.infer<ReturnType<typeof makeDisneySearchSchema>>;
