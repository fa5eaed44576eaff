/**
 * THE passenger form of every module (spec §3, §5). Controlled: you keep the values.
 *
 * Single form (tickets, cars, assistance...):
 *   const pax = usePassengerForm({ passengers, referenceDate, variant: 'ticket', today });
 *   <PassengerForm {...pax.fields} />
 *   const passengers = pax.validate(); // TPassenger[] (domain ZPassenger) or null; errors now show
 *
 * One form per room (hotel booking page): keep `values` per room yourself and call
 *   validatePassengers(slots, values, { referenceDate, variant: 'hotel', today })
 * for each room, passing its `errors` back in; `idPrefix` must differ per room.
 *
 * passengers: [{ kind: 'adult' | 'minor', age? }] — minors' age (if the search had one) narrows
 *   their birth window to that age on referenceDate; without it the window is 3–9 years.
 * referenceDate: entry / check-in date (YYYY-MM-DD); edad is computed on it.
 * variant: 'ticket' (adults born ≥ 9 years before today) | 'hotel' (≥ 17 years).
 * today: agencyToday(new Date()). The first adult gets the optional email ('Opcional CC a pasajero').
 * After a failed submit call focusFirstInvalid(formElement).
 */
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/dates/styles.layer.css';
import { Stack, Title } from '@mantine/core';
import { PassengerBlock } from './passenger-block';
import {
  emptyPax,
  leadIndex,
  type TPaxErrors,
  type TPaxField,
  type TPaxRulesContext,
  type TPaxSlot,
  type TPaxValues,
} from './passenger-rules';

export type PassengerFormProps = TPaxRulesContext & {
  passengers: readonly TPaxSlot[];
  values: readonly TPaxValues[];
  onChange: (values: TPaxValues[]) => void;
  /** per passenger, from validatePassengers (or usePassengerForm) */
  errors?: readonly TPaxErrors[];
  /** heading above the blocks, e.g. 'Habitación 1' */
  title?: string;
  /** unique per form on the page (input ids) */
  idPrefix?: string;
  disabled?: boolean;
};

export function PassengerForm(props: PassengerFormProps) {
  const { passengers, values, onChange, errors, title, idPrefix = 'pax', disabled } = props;
  const context: TPaxRulesContext = {
    referenceDate: props.referenceDate,
    variant: props.variant,
    today: props.today,
  };
  const lead = leadIndex(passengers);
  const setField =
    (index: number) =>
    <F extends TPaxField>(field: F, value: TPaxValues[F]) =>
      onChange(
        passengers.map((_, i) => {
          const current = values[i] ?? emptyPax();
          return i === index ? { ...current, [field]: value } : current;
        }),
      );

  return (
    <Stack gap="md">
      {title && (
        <Title order={3} fz="h4">
          {title}
        </Title>
      )}
      {passengers.map((slot, i) => (
        <PassengerBlock
          key={`${idPrefix}-${i}`}
          id={`${idPrefix}-${i}`}
          index={i}
          slot={slot}
          isLead={i === lead}
          context={context}
          value={values[i] ?? emptyPax()}
          errors={errors?.[i]}
          onField={setField(i)}
          disabled={disabled}
        />
      ))}
    </Stack>
  );
}
