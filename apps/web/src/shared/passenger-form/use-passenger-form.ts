import { schemaResolver, useForm } from '@mantine/form';
import type { TPassenger } from '@portal/domain/passenger';
import { useMemo } from 'react';
import { z } from 'zod';
import type { PassengerFormProps } from '@/shared/passenger-form/passenger-form';
import {
  emptyPax,
  type TPaxRulesContext,
  type TPaxSlot,
  type TPaxValues,
} from '@/shared/passenger-form/passenger-rules';
import { readPaxDraft, savePaxDraft } from '@/shared/passenger-form/passenger-draft';
import { passengersSchema } from '@/shared/passenger-form/passengers-schema';

export type UsePassengerFormOptions = TPaxRulesContext & {
  passengers: readonly TPaxSlot[];
  /** where the typed passengers are kept until booked: the module and the order they are for */
  draft?: { name: string; signature: string };
};

/**
 * One PassengerForm on a Mantine form checked by the domain's rules. Errors appear at the
 * first validate(); changing a field clears its message.
 */
export function usePassengerForm(options: UsePassengerFormOptions) {
  const { passengers, referenceDate, variant, today, draft } = options;
  const schema = useMemo(
    () => z.object({ passengers: passengersSchema(passengers, { referenceDate, variant, today }) }),
    [passengers, referenceDate, variant, today],
  );
  const form = useForm<{ passengers: TPaxValues[] }>({
    initialValues: (draft && readPaxDraft<{ passengers: TPaxValues[] }>(draft.name, draft.signature)) ?? {
      passengers: passengers.map(emptyPax),
    },
    validate: schemaResolver(schema, { sync: true }),
    onValuesChange: (values) => draft && savePaxDraft(draft.name, draft.signature, values),
  });

  const fields: PassengerFormProps = { passengers, referenceDate, variant, today, form, path: 'passengers' };

  /** Shows the errors; the passengers as the domain parses them, or null when a rule is broken. */
  const validate = (): TPassenger[] | null =>
    form.validate().hasErrors ? null : schema.parse(form.getValues()).passengers;

  return { form, fields, validate };
}
