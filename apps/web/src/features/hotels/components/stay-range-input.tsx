import { DatePickerInput } from '@mantine/dates';
import { calendarMinDate } from '@portal/domain/dates-calendar';
import { nightCount } from '@portal/domain/dates';
import { IconCalendar } from '@tabler/icons-react';

type StayRangeInputProps = {
  value: [string | null, string | null];
  onChange: (value: [string | null, string | null]) => void;
  today: string;
  isAgenteAS: boolean;
  error?: string;
};

const ARIA_LABELS = {
  monthLevelControl: 'Elegir mes',
  yearLevelControl: 'Elegir año',
  nextMonth: 'Mes siguiente',
  previousMonth: 'Mes anterior',
  nextYear: 'Año siguiente',
  previousYear: 'Año anterior',
  nextDecade: 'Década siguiente',
  previousDecade: 'Década anterior',
};

/** spec §5: range calendar; AS agents from today, others 9 or more days ahead. */
export function StayRangeInput({ value, onChange, today, isAgenteAS, error }: StayRangeInputProps) {
  const [checkin, checkout] = value;
  const nights = checkin && checkout ? nightCount(checkin, checkout) : 0;
  return (
    <DatePickerInput
      type="range"
      label="Fechas de estadía"
      placeholder="Entrada – Salida"
      valueFormat="DD/MM/YYYY"
      minDate={calendarMinDate({ today, isAgenteAS })}
      value={value}
      onChange={(next) => onChange([next[0] ? String(next[0]) : null, next[1] ? String(next[1]) : null])}
      leftSection={<IconCalendar size={16} aria-hidden />}
      description={nights > 0 ? `${nights} ${nights === 1 ? 'noche' : 'noches'}` : undefined}
      ariaLabels={ARIA_LABELS}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      allowSingleDateInRange={false}
      error={error}
      required
      clearable
      clearButtonProps={{ 'aria-label': 'Borrar fechas' }}
    />
  );
}
