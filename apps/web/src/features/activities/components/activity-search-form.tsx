import { Alert, Button, Group, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm, type FormErrors } from '@mantine/form';
import type { IsoDate } from '@portal/domain/dates';
import { IconAlertTriangle, IconCalendar, IconSearch } from '@tabler/icons-react';
import { DATE_ARIA_LABELS } from '@/shared/date-aria-labels';
import {
  activityChoiceOf,
  activityFormErrors,
  type TActivityChoice,
  type TActivityFormValues,
  type TDateBounds,
} from '../model/activity-form';
import { PartyFields } from './party-fields';

type Props = {
  initial: TActivityFormValues;
  bounds: TDateBounds;
  calendar: { today: IsoDate; isAgenteAS: boolean };
  pending: boolean;
  /** why the last search found nothing or failed (spec §8) */
  message?: string;
  onSearch: (choice: TActivityChoice) => void;
};

/** spec §2 'Quiero Reservar!' (and the detail's '¿Otra fecha?'): activity date, adults, minors, Buscar. */
export function ActivitySearchForm({ initial, bounds, calendar, pending, message, onSearch }: Props) {
  const form = useForm<TActivityFormValues>({
    initialValues: initial,
    validate: (values) => activityFormErrors(values, bounds, calendar),
  });
  const v = form.getValues();
  const focusFirstError = (errors: FormErrors) => {
    const [field] = Object.keys(errors);
    if (field) form.getInputNode(field)?.focus();
  };
  const available = bounds.available;

  return (
    <form
      onSubmit={form.onSubmit((values) => onSearch(activityChoiceOf(values)), focusFirstError)}
      noValidate
      aria-busy={pending}
    >
      <Stack gap="sm">
        <DatePickerInput
          label="Fecha de la actividad"
          placeholder="DD/MM/AAAA"
          valueFormat="DD/MM/YYYY"
          minDate={bounds.min}
          maxDate={bounds.max}
          excludeDate={available ? (d: string) => !available.has(d.slice(0, 10)) : undefined}
          value={v.fecha}
          onChange={(value) => form.setFieldValue('fecha', value ? String(value).slice(0, 10) : null)}
          error={form.errors.fecha}
          leftSection={<IconCalendar size={16} aria-hidden />}
          ariaLabels={DATE_ARIA_LABELS}
          disabled={pending}
          required
          data-path="fecha"
        />
        <PartyFields
          value={v}
          errors={form.errors}
          onChange={(next) => form.setValues(next)}
          disabled={pending}
        />
        {message && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            role="alert"
          >
            {message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={pending}
            leftSection={<IconSearch size={16} aria-hidden />}
            miw={140}
          >
            Buscar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
