import { schemaResolver, useForm } from '@mantine/form';
import type { TPassenger } from '@portal/domain/passenger';
import { useMemo } from 'react';
import { z } from 'zod';
import type { PassengerFormProps } from './passenger-form';
import { emptyPax, type TPaxRulesContext, type TPaxSlot, type TPaxValues } from './passenger-rules';
import { passengersSchema } from './passengers-schema';

export type UsePassengerFormOptions = TPaxRulesContext & { passengers: readonly TPaxSlot[] };

/**
 * One PassengerForm on a Mantine form checked by the domain's rules. Errors appear at the
 * first validate(); changing a field clears its message.
 */
export function usePassengerForm(options: UsePassengerFormOptions) {
  const { passengers, referenceDate, variant, today } = options;
  const schema = useMemo(
    () => z.object({ passengers: passengersSchema(passengers, { referenceDate, variant, today }) }),
    [passengers, referenceDate, variant, today],
  );
  const form = useForm<{ passengers: TPaxValues[] }>({
    initialValues: { passengers: passengers.map(emptyPax) },
    validate: schemaResolver(schema, { sync: true }),
  });

  const fields: PassengerFormProps = { passengers, referenceDate, variant, today, form, path: 'passengers' };

  /** Shows the errors; the passengers as the domain parses them, or null when a rule is broken. */
  const validate = (): TPassenger[] | null =>
    form.validate().hasErrors ? null : schema.parse(form.getValues()).passengers;

  return { form, fields, validate };
}
