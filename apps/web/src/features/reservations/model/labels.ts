import { agencyToday, TZ_AGENCY, type IsoDate } from '@portal/domain/dates';
import { formatDdMmYyyy } from '@portal/domain/dates-format';
import { productLineFact } from '@portal/domain/reservations/product-lines';
import type { TReservationStatus } from '@portal/domain/reservations/reservation-status';
import { money } from '@/shared/money';

/** The products as the agent knows them (the portal's sections). */
export const MODULE_LABELS = productLineFact('label');

/** The chip's colour; the chip always carries the status's text too (never colour alone). */
export const STATUS_COLORS: Record<TReservationStatus, string> = {
  pending: 'yellow',
  confirmed: 'green',
  pre_booked: 'teal',
  failed: 'red',
  unknown: 'orange',
  cancelling: 'grape',
  cancelled: 'gray',
};

// the agency's clock, 24-hour: '23/11/26, 18:36'
const dateTime = new Intl.DateTimeFormat('es-AR', {
  dateStyle: 'short',
  timeStyle: 'short',
  hourCycle: 'h23',
  timeZone: TZ_AGENCY,
});

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
/** the day a booking was made, in Buenos Aires, written as the service dates: '23-11-2026' */
export const formatDay = (iso: string) => formatDdMmYyyy(agencyToday(new Date(iso)));

export const datesLabel = (checkin: IsoDate, checkout: IsoDate | null) =>
  checkout && checkout !== checkin ? 'Fechas' : 'Fecha';

/** one day (an activity, a transfer: checkout null or the same day) or a range */
export const serviceDates = (checkin: IsoDate, checkout: IsoDate | null) =>
  checkout && checkout !== checkin
    ? `${formatDdMmYyyy(checkin)} al ${formatDdMmYyyy(checkout)}`
    : formatDdMmYyyy(checkin);

/** the cards and dialogs of a reservation write its amounts as every product does */
export { money };
