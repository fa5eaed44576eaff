import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import type { IsoDate } from '@portal/domain/dates';
import { IconCalendar } from '@tabler/icons-react';
import { DATE_ARIA_LABELS } from '@/shared/date-aria-labels';

type Props = Omit<DatePickerInputProps, 'type' | 'value' | 'onChange'> & {
  /** optional only because `form.getInputProps` types it so; the forms always give it */
  value?: IsoDate | null;
  /** takes `form.getInputProps(path).onChange` as it is: the value is already ISO */
  onChange?: (date: IsoDate | null) => void;
};

/**
 * One day on the portal's calendar, kept as an ISO date (the domain's and the URL's format,
 * never a Date that shifts with the time zone). Defaults: DD/MM/AAAA, the Spanish names of
 * the calendar's controls, and 'Borrar fecha' on the clear button when it is clearable.
 */
export function IsoDateField({ onChange, clearable, ...props }: Props) {
  return (
    <DatePickerInput
      valueFormat="DD/MM/YYYY"
      placeholder="DD/MM/AAAA"
      leftSection={<IconCalendar size={16} aria-hidden />}
      ariaLabels={DATE_ARIA_LABELS}
      clearable={clearable}
      clearButtonProps={clearable ? { 'aria-label': 'Borrar fecha' } : undefined}
      {...props}
      onChange={(date) => onChange?.(date ? String(date).slice(0, 10) : null)}
    />
  );
}
