import { Alert, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { IsoDate } from '@portal/domain/dates';
import { IconAlertTriangle } from '@tabler/icons-react';
import { IsoDateField } from '@/shared/forms/date-field';
import { focusFirstError } from '@/shared/forms/focus-first-error';
import { SearchButton } from '@/shared/forms/search-submit';
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
  const available = bounds.available;

  return (
    <form
      onSubmit={form.onSubmit((values) => onSearch(activityChoiceOf(values)), focusFirstError(form))}
      noValidate
      aria-busy={pending}
    >
      <Stack gap="sm">
        <IsoDateField
          label="Fecha de la actividad"
          minDate={bounds.min}
          maxDate={bounds.max}
          excludeDate={available ? (d: string) => !available.has(d.slice(0, 10)) : undefined}
          value={v.fecha}
          onChange={(fecha) => form.setFieldValue('fecha', fecha)}
          error={form.errors.fecha}
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
          <SearchButton loading={pending} miw={140} />
        </Group>
      </Stack>
    </form>
  );
}
