import { makePassengerRowSchema } from '@portal/domain/passenger';
import { z } from 'zod';
import { leadIndex, type TPaxRulesContext, type TPaxSlot } from '@/shared/passenger-form/passenger-rules';

type TRowSchema = ReturnType<typeof makePassengerRowSchema>;

/**
 * The domain's row schema for each person of a form: their age group and stated age, the
 * entry/check-in date, and the email for the lead adult only (spec §3, §5). Output: TPassenger[].
 */
export const passengersSchema = (slots: readonly TPaxSlot[], ctx: TPaxRulesContext) => {
  const lead = leadIndex(slots);
  const rows = slots.map((slot, i) =>
    makePassengerRowSchema({
      group: slot.kind,
      form: ctx.variant,
      today: ctx.today,
      refDate: ctx.referenceDate,
      minorAge: slot.age,
      isLead: i === lead,
    }),
  );
  return z.tuple(rows as [TRowSchema, ...TRowSchema[]]);
};
