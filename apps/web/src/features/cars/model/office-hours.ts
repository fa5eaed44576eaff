import { officeOpenAt } from '@portal/domain/cars/locations';
import { MESSAGES } from '@portal/domain/messages';

// An office's opening hours (spec §3 horariosDisponibles: 7 entries, Sunday first).
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

const weekdayOf = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`).getUTCDay();

/** 'Horario del lunes: 08:00-20:00', 'Cerrado el domingo', or open all day. */
export const hoursText = (hours: readonly string[], isoDate: string): string => {
  const day = weekdayOf(isoDate);
  const range = hours[day];
  const name = WEEKDAYS[day] ?? '';
  if (!range || range === 'Cerrado') return `Cerrado el ${name}`;
  if (range === '00:00-23:59') return `Abierto las 24 horas el ${name}`;
  return `Horario del ${name}: ${range.replace('-', ' a ')}`;
};

/** The client-side check of spec §7: the office must be open at the chosen date and time. */
export const officeClosedError = (
  hours: readonly string[] | null | undefined,
  isoDate: string | null,
  time: string,
): string | undefined =>
  hours && isoDate && !officeOpenAt(hours, isoDate, time) ? MESSAGES.carOfficeClosed : undefined;
