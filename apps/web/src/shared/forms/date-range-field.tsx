import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import type { IsoDate } from '@portal/domain/dates';
import { IconCalendar } from '@tabler/icons-react';
import { DATE_ARIA_LABELS } from '@/shared/date-aria-labels';

export type TIsoRange = [IsoDate | null, IsoDate | null];

type Props = Omit<DatePickerInputProps<'range'>, 'type' | 'value' | 'onChange'> & {
  value: TIsoRange;
  onChange?: (range: TIsoRange) => void;
};

/**
 * A from–to pair of ISO dates (stays, trips). Two different days are required (a one-day
 * range is no stay), the description (nights, days) sits under the field and above its
 * error, and the clear button is 'Borrar fechas'.
 */
export function IsoDateRangeField({ onChange, ...props }: Props) {
  return (
    <DatePickerInput
      type="range"
      valueFormat="DD/MM/YYYY"
      leftSection={<IconCalendar size={16} aria-hidden />}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      ariaLabels={DATE_ARIA_LABELS}
      allowSingleDateInRange={false}
      required
      clearable
      clearButtonProps={{ 'aria-label': 'Borrar fechas' }}
      {...props}
      onChange={([from, to]) =>
        onChange?.([from ? String(from).slice(0, 10) : null, to ? String(to).slice(0, 10) : null])
      }
    />
  );
}
