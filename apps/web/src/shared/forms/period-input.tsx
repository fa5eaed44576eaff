import '@mantine/dates/styles.layer.css';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { DATE_ARIA_LABELS } from '@/shared/date-aria-labels';

type Props = {
  /** the chosen days, ISO; null where none is chosen */
  value: [string | null, string | null];
  /** both days, or none once cleared; a half-chosen period is not told */
  onChange: (desde: string | null, hasta: string | null) => void;
  /** the clear button's name; without it the period cannot be cleared */
  clearLabel?: string;
  w: DatePickerInputProps<'range'>['w'];
};

/** 'Período': a range of days for a list or a report, one day allowed. */
export function PeriodInput({ value, onChange, clearLabel, w }: Props) {
  return (
    <DatePickerInput
      type="range"
      label="Período"
      placeholder="Desde – Hasta"
      valueFormat="DD/MM/YYYY"
      value={value}
      onChange={([from, to]) => {
        if (from && !to) return;
        onChange(from ? String(from) : null, to ? String(to) : null);
      }}
      allowSingleDateInRange
      leftSection={<IconCalendar size={16} aria-hidden />}
      ariaLabels={DATE_ARIA_LABELS}
      {...(clearLabel ? { clearable: true, clearButtonProps: { 'aria-label': clearLabel } } : {})}
      w={w}
    />
  );
}
