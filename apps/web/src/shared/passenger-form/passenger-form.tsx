/**
 * THE passenger form of every module (spec §3, §5), bound to a Mantine form whose values hold
 * one row (TPaxValues) per passenger at `path`, validated by the domain's row schemas.
 *
 * Single form (tickets, cars, assistance...):
 *   const pax = usePassengerForm({ passengers, referenceDate, variant: 'ticket', today });
 *   <PassengerForm {...pax.fields} />
 *   const passengers = pax.validate(); // TPassenger[] (domain ZPassenger) or null; errors now show
 *
 * One form per room (hotel booking page): one Mantine form with a list of rows per room,
 * validated with passengersSchema(slots, context) per room, and `path` 'rooms.{i}' here;
 * `idPrefix` must differ per room.
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
import { PassengerBlock, type TPaxFormBinding } from '@/shared/passenger-form/passenger-block';
import { leadIndex, type TPaxRulesContext, type TPaxSlot } from '@/shared/passenger-form/passenger-rules';

export type PassengerFormProps = TPaxRulesContext & {
  passengers: readonly TPaxSlot[];
  form: TPaxFormBinding;
  /** the list of rows in the form's values, e.g. 'passengers' or 'rooms.0' */
  path: string;
  /** heading above the blocks, e.g. 'Habitación 1' */
  title?: string;
  /** unique per form on the page (input ids) */
  idPrefix?: string;
  disabled?: boolean;
};

export function PassengerForm(props: PassengerFormProps) {
  const { passengers, form, path, title, idPrefix = 'pax', disabled } = props;
  const context: TPaxRulesContext = {
    referenceDate: props.referenceDate,
    variant: props.variant,
    today: props.today,
  };
  const lead = leadIndex(passengers);

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
          form={form}
          path={`${path}.${i}`}
          disabled={disabled}
        />
      ))}
    </Stack>
  );
}
