import { TZ_AGENCY } from '@portal/domain/dates';

const instantFmt = new Intl.DateTimeFormat('es-AR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  // es-AR's short time is 12-hour ('2:05 p. m.'): the back office reads 24-hour times
  hourCycle: 'h23',
  timeZone: TZ_AGENCY,
});

/** An instant as the agency reads it: its date and time in Buenos Aires (27/11/2026, 14:05). */
export const formatInstant = (iso: string): string => instantFmt.format(new Date(iso));
