import { DateInput, type DateInputProps } from '@mantine/dates';
import type { IsoDate } from '@portal/domain/dates';
import { parseDisplayDate } from '@portal/domain/dates-format';
import { DATE_ARIA_LABELS } from '@/shared/date-aria-labels';

type BirthDateInputProps = Omit<DateInputProps, 'value' | 'onChange'> & {
  id: string;
  label: string;
  value?: IsoDate | null;
  onChange: (value: IsoDate | null) => void;
  bounds: { min: IsoDate; max: IsoDate };
};

/**
 * Typed (DD/MM/AAAA) or picked birth date. The calendar only offers days inside the allowed
 * window (spec §5); a typed date outside it is kept so the rule's message explains the problem.
 */
export function BirthDateInput({ value = null, onChange, bounds, ...rest }: BirthDateInputProps) {
  const outside = (day: string) => day < bounds.min || day > bounds.max;
  return (
    <DateInput
      value={value}
      onChange={(next) => onChange(next ? next.slice(0, 10) : null)}
      valueFormat="DD/MM/YYYY"
      // '1/2/1980' and '10/05/80' as well as DD/MM/AAAA; a two-digit year is never in the future
      dateParser={(text) => parseDisplayDate(text, Number(bounds.max.slice(0, 4))) ?? null}
      placeholder="DD/MM/AAAA"
      ariaLabels={DATE_ARIA_LABELS}
      defaultDate={value ?? bounds.max}
      getDayProps={(day) => ({ disabled: outside(day.slice(0, 10)) })}
      required
      clearable
      clearButtonProps={{ 'aria-label': 'Borrar fecha' }}
      popoverProps={{ withinPortal: true }}
      {...rest}
    />
  );
}
