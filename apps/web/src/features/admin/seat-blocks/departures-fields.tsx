import '@mantine/core/styles/Chip.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import {
  ActionIcon,
  Button,
  Chip,
  Fieldset,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { addDays } from '@portal/domain/dates';
import { SEAT_BLOCK_LIMITS } from '@portal/domain/admin/seat-block-rules';
import { IsoDateField } from '@/shared/forms/date-field';
import { emptyDeparture, type TSeatBlockFormValues } from './seat-block-form-values';

// Monday first, as the agency's calendar reads; values are Date.getUTCDay's (0 Sunday).
const WEEKDAYS = [
  ['1', 'Lun', 'Lunes'],
  ['2', 'Mar', 'Martes'],
  ['3', 'Mié', 'Miércoles'],
  ['4', 'Jue', 'Jueves'],
  ['5', 'Vie', 'Viernes'],
  ['6', 'Sáb', 'Sábado'],
  ['0', 'Dom', 'Domingo'],
] as const;

type Props = { form: UseFormReturnType<TSeatBlockFormValues>; today: string };

function WeeklyFields({ form, today }: Props) {
  const d = form.getValues().departures;
  const first = addDays(today, 1);
  return (
    <Stack gap="sm">
      <Input.Wrapper label="Días de salida" required error={form.errors['departures.weekdays']}>
        <Chip.Group multiple {...form.getInputProps('departures.weekdays')}>
          <Group gap={6} mt={4} role="group" aria-label="Días de salida">
            {WEEKDAYS.map(([value, short, long]) => (
              <Chip key={value} value={value} size="sm" variant="outline" aria-label={long}>
                {short}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <IsoDateField label="Desde" required minDate={first} {...form.getInputProps('departures.from')} />
        <IsoDateField
          label="Hasta"
          required
          minDate={d.from ?? first}
          {...form.getInputProps('departures.until')}
        />
        <NumberInput
          label="Noches"
          description="Del regreso después de cada salida"
          required
          min={1}
          max={SEAT_BLOCK_LIMITS.nights}
          allowDecimal={false}
          {...form.getInputProps('departures.nights')}
        />
      </SimpleGrid>
    </Stack>
  );
}

function DatedFields({ form, today }: Props) {
  const dates = form.getValues().departures.dates;
  return (
    <Stack gap="xs">
      {dates.map((date, i) => (
        <Group key={form.key(`departures.dates.${i}`)} gap="sm" align="flex-start" wrap="nowrap">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" style={{ flex: 1 }}>
            <IsoDateField
              label={`Salida ${i + 1}`}
              required
              minDate={addDays(today, 1)}
              {...form.getInputProps(`departures.dates.${i}.out`)}
            />
            <IsoDateField
              label={`Regreso ${i + 1}`}
              required
              minDate={date.out ? addDays(date.out, 1) : addDays(today, 2)}
              {...form.getInputProps(`departures.dates.${i}.back`)}
            />
          </SimpleGrid>
          <ActionIcon
            variant="subtle"
            color="red"
            mt={28}
            aria-label={`Quitar la salida ${i + 1}`}
            disabled={dates.length === 1}
            onClick={() => form.removeListItem('departures.dates', i)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={dates.length >= SEAT_BLOCK_LIMITS.departures}
          onClick={() => form.insertListItem('departures.dates', emptyDeparture())}
        >
          Agregar salida
        </Button>
      </Group>
    </Stack>
  );
}

/** Weekly departures (days of the week between two dates) or a list of dated ones. */
export function DeparturesFields({ form, today }: Props) {
  const kind = form.getValues().departures.kind;
  return (
    <Fieldset legend="Salidas" variant="filled">
      <Stack gap="sm">
        <SegmentedControl
          aria-label="Tipo de salidas"
          data={[
            { value: 'weekly', label: 'Semanales' },
            { value: 'dated', label: 'Por fecha' },
          ]}
          {...form.getInputProps('departures.kind')}
        />
        {kind === 'weekly' ? (
          <WeeklyFields form={form} today={today} />
        ) : (
          <DatedFields form={form} today={today} />
        )}
        {form.errors.departures && (
          <Text c="red" size="sm" role="alert">
            {form.errors.departures}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
