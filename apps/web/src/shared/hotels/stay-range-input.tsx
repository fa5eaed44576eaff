import { DatePickerInput } from '@mantine/dates';
import { calendarMinDate, MAX_STAY_NIGHTS, saleMaxDate } from '@portal/domain/dates-calendar';
import { addDays, nightCount } from '@portal/domain/dates';
import { IconCalendar } from '@tabler/icons-react';
import { DATE_ARIA_LABELS } from '@/shared/date-aria-labels';

type StayRange = { checkin: string | null; checkout: string | null };

type StayRangeInputProps = {
  value: StayRange;
  onChange: (value: StayRange) => void;
  today: string;
  isAgenteAS: boolean;
  error?: string;
  /** the form's field path, so a failed submit can focus the picker */
  'data-path'?: string;
};

/**
 * spec §5: range calendar; AS agents from today, others 9 or more days ahead, check-in up to
 * the sale horizon. Once the check-in is picked, no check-out past the longest stay the
 * suppliers price is offered.
 */
export function StayRangeInput({ value, onChange, today, isAgenteAS, error, ...rest }: StayRangeInputProps) {
  const { checkin, checkout } = value;
  const nights = checkin && checkout ? nightCount(checkin, checkout) : 0;
  const picking = checkin !== null && checkout === null;
  return (
    <DatePickerInput
      type="range"
      label="Fechas de estadía"
      placeholder="Entrada – Salida"
      valueFormat="DD/MM/YYYY"
      minDate={calendarMinDate({ today, isAgenteAS })}
      maxDate={picking ? addDays(checkin, MAX_STAY_NIGHTS) : saleMaxDate(today)}
      value={[checkin, checkout]}
      onChange={([from, to]) =>
        onChange({ checkin: from ? String(from) : null, checkout: to ? String(to) : null })
      }
      leftSection={<IconCalendar size={16} aria-hidden />}
      description={nights > 0 ? `${nights} ${nights === 1 ? 'noche' : 'noches'}` : undefined}
      ariaLabels={DATE_ARIA_LABELS}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      allowSingleDateInRange={false}
      error={error}
      required
      clearable
      clearButtonProps={{ 'aria-label': 'Borrar fechas' }}
      {...rest}
    />
  );
}
