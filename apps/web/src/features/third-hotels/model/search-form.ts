import { fail, OK } from '@portal/domain/common/check';
import { checkRoomPlans } from '@portal/domain/room-plans';
import { z } from 'zod';
import { hotelSearchSchema, ZRoomPlanValue, type TSearchFormCtx } from '@/shared/hotels/search-form-schema';
import { matchDestination } from './destinations';

// The third-provider search form: a destination the supplier knows, the user's booking
// calendar and the rooming limits of each room.

const checkDestination = (destino: string) => {
  if (!destino.trim()) return fail('destinationRequired');
  return matchDestination(destino) ? OK : fail('unknownDestination');
};

export const makeThirdSearchSchema = (ctx: TSearchFormCtx) =>
  hotelSearchSchema(
    ctx,
    { destino: z.string(), rooming: z.array(ZRoomPlanValue), stars: z.number() },
    (v, stay) => [[checkDestination(v.destino), 'destino'], stay, [checkRoomPlans(v.rooming), 'rooming']],
  );

export type TThirdFormValues = z.infer<ReturnType<typeof makeThirdSearchSchema>>;
