import { calendarMinDate, MAX_STAY_NIGHTS, saleMaxDate } from '@portal/domain/dates-calendar';
import { addDays, nightCount } from '@portal/domain/dates';
import { IsoDateRangeField } from '@/shared/forms/date-range-field';

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
    <IsoDateRangeField
      label="Fechas de estadía"
      placeholder="Entrada – Salida"
      minDate={calendarMinDate({ today, isAgenteAS })}
      maxDate={picking ? addDays(checkin, MAX_STAY_NIGHTS) : saleMaxDate(today)}
      value={[checkin, checkout]}
      onChange={([from, to]) => onChange({ checkin: from, checkout: to })}
      description={nights > 0 ? `${nights} ${nights === 1 ? 'noche' : 'noches'}` : undefined}
      error={error}
      {...rest}
    />
  );
}
