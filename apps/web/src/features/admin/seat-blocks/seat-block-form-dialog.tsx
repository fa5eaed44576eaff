import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/dates/styles.layer.css';
import { useState, type ChangeEvent } from 'react';
import { Button, Fieldset, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import { agencyToday } from '@portal/domain/dates';
import { MESSAGES } from '@portal/domain/messages';
import { SEAT_BLOCK_LIMITS, TRAVEL_CLASSES } from '@portal/domain/admin/seat-block-rules';
import { seatBlockCreateSchemaFor, type TSeatBlockCreate } from '@portal/domain/admin/seat-blocks';
import { focusFirstError } from '@/shared/forms/focus-first-error';
import {
  AdminFormDialog,
  type TDialogFormProps,
  type TFormDialogProps,
} from '../components/admin-form-dialog';
import { DeparturesFields } from './departures-fields';
import { initialSeatBlockValues, requestOf, type TSeatBlockFormValues } from './seat-block-form-values';
import { FareFields, TimesFields } from './times-fare-fields';

type Props = TFormDialogProps<TSeatBlockCreate>;

/** A new seat block (issue 31, item 5): the domain's schema checks it before it is sent. */
export function SeatBlockFormDialog({ opened, onClose, ...rest }: Props) {
  return (
    <AdminFormDialog
      opened={opened}
      onClose={onClose}
      title="Nuevo cupo aéreo"
      size="xl"
      fullScreenOnPhone
      closeButtonProps={{ 'aria-label': MESSAGES.close }}
    >
      <SeatBlockForm onCancel={onClose} {...rest} />
    </AdminFormDialog>
  );
}

const ROUTE_TEXTS = [
  { path: 'origin', label: 'Origen (IATA)', max: 3 },
  { path: 'destination', label: 'Destino (IATA)', max: 3 },
  { path: 'destinationName', label: 'Nombre del destino', max: 80 },
  { path: 'flightOut', label: 'Vuelo de ida', max: 7 },
  { path: 'flightBack', label: 'Vuelo de regreso', max: 7 },
] as const;

// codes typed in capitals as the airline writes them
const upper = (
  form: UseFormReturnType<TSeatBlockFormValues>,
  path: 'origin' | 'destination' | 'flightOut' | 'flightBack',
) => ({
  ...form.getInputProps(path),
  onChange: (e: ChangeEvent<HTMLInputElement>) =>
    form.setFieldValue(path, e.currentTarget.value.toUpperCase()),
});

function SeatBlockForm({ saving, onCancel, onSubmit }: TDialogFormProps<TSeatBlockCreate>) {
  const [today] = useState(() => agencyToday(new Date()));
  const [schema] = useState(() => seatBlockCreateSchemaFor(today));
  const form = useForm<TSeatBlockFormValues>({
    initialValues: initialSeatBlockValues(),
    validate: (values) => schemaResolver(schema, { sync: true })(requestOf(values)),
  });

  return (
    <form
      onSubmit={form.onSubmit((v) => onSubmit(requestOf(v)), focusFirstError(form))}
      noValidate
      aria-busy={saving}
    >
      <Stack gap="md">
        <Fieldset legend="Ruta" variant="filled">
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
            <TextInput
              label="Aerolínea"
              required
              maxLength={60}
              data-autofocus
              {...form.getInputProps('airline')}
            />
            {ROUTE_TEXTS.map(({ path, label, max }) => (
              <TextInput
                key={path}
                label={label}
                required
                maxLength={max}
                {...(path === 'destinationName' ? form.getInputProps(path) : upper(form, path))}
              />
            ))}
            <Select
              label="Clase"
              data={[...TRAVEL_CLASSES]}
              allowDeselect={false}
              required
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('travelClass')}
            />
            <NumberInput
              label="Asientos por tramo"
              required
              min={1}
              max={SEAT_BLOCK_LIMITS.seats}
              allowDecimal={false}
              {...form.getInputProps('seats')}
            />
            <NumberInput
              label="Liberación (días antes)"
              placeholder="Sin liberación"
              min={0}
              max={SEAT_BLOCK_LIMITS.releaseDays}
              allowDecimal={false}
              {...form.getInputProps('releaseDays')}
            />
          </SimpleGrid>
        </Fieldset>
        <DeparturesFields form={form} today={today} />
        <TimesFields form={form} />
        <FareFields form={form} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" loading={saving}>
            Crear cupo
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
