import { fail, type Check } from '@portal/domain/common/check';
import { checkStayRange } from '@portal/domain/dates-calendar';
import { checkTicketEntryDate } from '@portal/domain/hotels/multi-hotel-dispo';
import { checkRooming } from '@portal/domain/occupancy';
import { checkRoomPlans, type RoomPlan } from '@portal/domain/room-plans';
import { z } from 'zod';
import { matchDestination } from './destinations';
import type { TDisneyDestination } from './search-params';

// The search forms refuse what the API refuses (spec §5, §6): the user's booking calendar
// (non-AS users from today + 9), the rooming limits, the ticket's entry date inside the stay,
// and for the third provider a destination the supplier knows.

type TStay = { checkin: string | null; checkout: string | null };
type TCtx = { today: string; isAgenteAS: boolean };

export type TDisneyFormValues = {
  destino: TDisneyDestination;
  /** 'todas', or one of the 5 categories */
  categoria: string;
  stayRange: TStay;
  room: RoomPlan;
  rooms: number;
  ticketEntryDate: string | null;
};

export type TThirdFormValues = { destino: string; stayRange: TStay; rooming: RoomPlan[]; stars: number };

const reportOn = (c: z.RefinementCtx, check: Check, path: string) => {
  if (!check.ok) c.addIssue({ code: 'custom', message: check.message, path: [path] });
};

const ZStay = z.object({ checkin: z.string().nullable(), checkout: z.string().nullable() });
const ZRoomPlan = z.object({ adults: z.number(), childAges: z.array(z.number()) });

const checkStay = ({ checkin, checkout }: TStay, ctx: TCtx): Check =>
  checkin && checkout ? checkStayRange({ checkin, checkout }, ctx) : fail('datesRequired');

export const makeDisneySearchSchema = (ctx: TCtx) =>
  z
    .object({
      destino: z.enum(['disney', 'disneyland']),
      categoria: z.string(),
      stayRange: ZStay,
      room: ZRoomPlan,
      rooms: z.number(),
      ticketEntryDate: z.string().nullable(),
    })
    .superRefine((v, c) => {
      reportOn(c, checkStay(v.stayRange, ctx), 'stayRange');
      const { adults, childAges } = v.room;
      const rooming = { adultCount: adults, childCount: childAges.length, roomCount: v.rooms, childAges };
      reportOn(c, checkRooming(rooming), 'room');
      const { checkin, checkout } = v.stayRange;
      if (v.ticketEntryDate && checkin && checkout)
        reportOn(c, checkTicketEntryDate(v.ticketEntryDate, { checkin, checkout }), 'ticketEntryDate');
    });

export const makeThirdSearchSchema = (ctx: TCtx) =>
  z
    .object({ destino: z.string(), stayRange: ZStay, rooming: z.array(ZRoomPlan), stars: z.number() })
    .superRefine((v, c) => {
      if (!v.destino.trim()) reportOn(c, fail('destinationRequired'), 'destino');
      else if (!matchDestination(v.destino)) reportOn(c, fail('unknownDestination'), 'destino');
      reportOn(c, checkStay(v.stayRange, ctx), 'stayRange');
      reportOn(c, checkRoomPlans(v.rooming), 'rooming');
    });
