import { fail, type Check } from '@portal/domain/common/check';
import { checkStayRange } from '@portal/domain/dates-calendar';
import { z } from 'zod';

// The Disney and the third-provider search forms refuse what the API refuses (spec §5, §6).

export type TSearchFormCtx = { today: string; isAgenteAS: boolean };
/** A check and the field it is shown under. */
type TFieldCheck = [check: Check, field: string];

export const ZRoomPlanValue = z.object({ adults: z.number(), childAges: z.array(z.number()) });
const ZStayValue = z.object({ checkin: z.string().nullable(), checkout: z.string().nullable() });
type TStayValue = z.infer<typeof ZStayValue>;

/** The user's booking calendar (non-AS users from today + 9). */
const checkStay = ({ checkin, checkout }: TStayValue, ctx: TSearchFormCtx): Check =>
  checkin && checkout ? checkStayRange({ checkin, checkout }, ctx) : fail('datesRequired');

/**
 * A hotel search form's schema: its fields and the stay. `checksOf` lists its checks in the
 * fields' order, the stay's where it goes, since a refused search focuses the first error.
 */
export const hotelSearchSchema = <S extends z.ZodRawShape>(
  ctx: TSearchFormCtx,
  shape: S,
  checksOf: (values: z.infer<z.ZodObject<S>> & { stayRange: TStayValue }, stay: TFieldCheck) => TFieldCheck[],
) =>
  z.object({ ...shape, stayRange: ZStayValue }).superRefine((parsed, c) => {
    // what z.object made of `shape` and the stay (TypeScript cannot tell it of a generic shape)
    const values = parsed as z.infer<z.ZodObject<S>> & { stayRange: TStayValue };
    const stay: TFieldCheck = [checkStay(values.stayRange, ctx), 'stayRange'];
    for (const [check, field] of checksOf(values, stay))
      if (!check.ok) c.addIssue({ code: 'custom', message: check.message, path: [field] });
  });
