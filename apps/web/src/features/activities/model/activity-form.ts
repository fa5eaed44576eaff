import type { TActivityProduct } from '@portal/domain/activities/static-data';
import { calendarMinDate, checkBookingDate, saleMaxDate } from '@portal/domain/dates-calendar';
import { maxIsoDate, type IsoDate } from '@portal/domain/dates';
import { MESSAGES } from '@portal/domain/messages';
import { partyErrors, partyOfValues, partyValuesOf, type TParty, type TPartyValues } from './party';
import type { TActivitySearch } from './search-params';

// The 'Quiero Reservar!' form of an activity card (spec §2) and the detail's '¿Otra fecha?':
// the activity date and who goes.
export type TActivityFormValues = TPartyValues & { fecha: IsoDate | null };
export type TActivityChoice = { fecha: IsoDate; party: TParty };

type TCalendar = { today: IsoDate; isAgenteAS: boolean };
export type TDateBounds = { min: IsoDate; max: IsoDate; available: ReadonlySet<string> | null };

/**
 * The activity's date: within the stay, and on the calendar rules of spec §5 (AS agents from
 * today, others 9 or more days ahead); only the product's running dates when it lists them.
 */
export const activityDateBounds = (
  stay: Pick<TActivitySearch, 'checkin' | 'checkout'>,
  product: Pick<TActivityProduct, 'availableDates'>,
  ctx: TCalendar,
): TDateBounds => {
  const first = calendarMinDate(ctx);
  return {
    min: stay.checkin ? maxIsoDate(first, stay.checkin) : first,
    max: stay.checkout ?? saleMaxDate(ctx.today),
    available: product.availableDates.length ? new Set(product.availableDates) : null,
  };
};

const isSelectable = (date: IsoDate, b: TDateBounds) =>
  date >= b.min && date <= b.max && (!b.available || b.available.has(date));

/** The first date the activity can be done in the bounds, if any. */
export const firstSelectable = (b: TDateBounds): IsoDate | null => {
  if (!b.available) return b.min <= b.max ? b.min : null;
  return [...b.available].sort().find((d) => isSelectable(d, b)) ?? null;
};

export const activityFormValues = (party: TParty, fecha: IsoDate | null): TActivityFormValues => ({
  ...partyValuesOf(party),
  fecha,
});

export const activityFormErrors = (
  v: TActivityFormValues,
  bounds: TDateBounds,
  ctx: TCalendar,
): Record<string, string> => {
  const errors = partyErrors(v);
  if (!v.fecha) return { fecha: MESSAGES.requiredField, ...errors };
  const calendar = checkBookingDate(v.fecha, ctx);
  if (!calendar.ok) return { fecha: calendar.message, ...errors };
  if (v.fecha > bounds.max || v.fecha < bounds.min) return { fecha: ACTIVITY_DATE_OUTSIDE_STAY, ...errors };
  if (bounds.available && !bounds.available.has(v.fecha)) return { fecha: ACTIVITY_NOT_ON_DATE, ...errors };
  return errors;
};

// own wording: the catalogue has no text for these two
export const ACTIVITY_DATE_OUTSIDE_STAY = 'La fecha de la actividad debe estar dentro de la estadía';
const ACTIVITY_NOT_ON_DATE = 'La actividad no se realiza en la fecha elegida';

export const activityChoiceOf = (v: TActivityFormValues): TActivityChoice => ({
  fecha: v.fecha!,
  party: partyOfValues(v),
});
