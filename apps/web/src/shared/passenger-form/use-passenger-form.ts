import type { TPassenger } from '@portal/domain/passenger';
import { useMemo, useState } from 'react';
import type { PassengerFormProps } from './passenger-form';
import {
  emptyPax,
  type TPaxErrors,
  type TPaxRulesContext,
  type TPaxSlot,
  type TPaxValues,
  validatePassengers,
} from './passenger-rules';

export type UsePassengerFormOptions = TPaxRulesContext & { passengers: readonly TPaxSlot[] };

/**
 * State of one PassengerForm. Errors appear after the first validate() and then follow
 * every change, so a fixed field clears its message at once.
 */
export function usePassengerForm(options: UsePassengerFormOptions) {
  const { passengers, referenceDate, variant, today } = options;
  const [values, setValues] = useState<TPaxValues[]>(() => passengers.map(emptyPax));
  const [submitted, setSubmitted] = useState(false);
  const context = useMemo(() => ({ referenceDate, variant, today }), [referenceDate, variant, today]);

  const result = useMemo(
    () => validatePassengers(passengers, values, context),
    [passengers, values, context],
  );
  const errors: TPaxErrors[] = submitted && !result.ok ? result.errors : [];

  const fields: PassengerFormProps = { ...context, passengers, values, onChange: setValues, errors };

  /** Shows the errors; the validated passengers, or null when a rule is broken. */
  const validate = (): TPassenger[] | null => {
    setSubmitted(true);
    return result.ok ? result.passengers : null;
  };

  const reset = () => {
    setValues(passengers.map(emptyPax));
    setSubmitted(false);
  };

  return { fields, values, errors, validate, reset };
}
