import type { TCarBrand, TCarLocation } from '@portal/domain/cars/locations';
import { checkBookingDate, saleMaxDate } from '@portal/domain/dates-calendar';
import { MESSAGES } from '@portal/domain/messages';
import { z } from 'zod';
import { officeClosedError } from './office-hours';
import { DRIVER_AGE, type TCarSearch, type TCompleteCarSearch } from './search-params';

// The search form refuses what POST search-availability/ refuses (spec §5, §7): both offices
// of one brand, the user's booking calendar on the pick-up (non-AS from today + 9, AS from
// today), a return after the pick-up, both offices open at their times, a driver of 18-99.

/** An office as the form holds it; `hours` is null when it came from the URL (no check then). */
export type TPickedOffice = {
  codigo: string;
  brand: TCarBrand;
  nombre: string;
  codigoPais: string;
  hours: string[] | null;
};

export type TCarFormValues = {
  pickup: TPickedOffice | null;
  sameOffice: boolean;
  dropoff: TPickedOffice | null;
  checkin: string | null;
  horaIn: string;
  checkout: string | null;
  horaOut: string;
  edad: number;
  residencia: string;
};

const PICKUP_REQUIRED = 'Elija la oficina de retiro';
const DROPOFF_REQUIRED = 'Elija la oficina de devolución';
const DROPOFF_OTHER_BRAND = 'La devolución debe ser en una oficina de la misma marca';
const PICKUP_DATE_REQUIRED = 'Indique la fecha de retiro';
const RETURN_DATE_REQUIRED = 'Indique la fecha de devolución';
const DRIVER_AGE_RANGE = 'La edad del conductor debe estar entre 18 y 99 años';

const officeLabel = (l: Pick<TCarLocation, 'nombreLugar' | 'ciudad' | 'pais'>) =>
  `${l.nombreLugar} — ${l.ciudad}, ${l.pais}`;

export const pickedOffice = (l: TCarLocation): TPickedOffice => ({
  codigo: l.codigoLocalizacion,
  brand: l.brand,
  nombre: officeLabel(l),
  codigoPais: l.codigoPais,
  hours: l.horariosDisponibles,
});

/** The values a search from the URL starts with (its offices without hours). */
export const formValuesOf = (s: TCarSearch): TCarFormValues => {
  const pickup: TPickedOffice | null =
    s.brand && s.oficinaIn
      ? { codigo: s.oficinaIn, brand: s.brand, nombre: s.lugarIn, codigoPais: s.paisIn ?? '', hours: null }
      : null;
  const sameOffice = !s.oficinaOut || s.oficinaOut === s.oficinaIn;
  const dropoff: TPickedOffice | null =
    !sameOffice && s.brand && s.oficinaOut
      ? { codigo: s.oficinaOut, brand: s.brand, nombre: s.lugarOut, codigoPais: '', hours: null }
      : null;
  const { checkin, horaIn, checkout, horaOut, edad, residencia } = s;
  return { pickup, sameOffice, dropoff, checkin, horaIn, checkout, horaOut, edad, residencia };
};

export const returnOffice = (v: TCarFormValues) => (v.sameOffice ? v.pickup : v.dropoff);

/** The complete search of valid form values. */
export const searchOfValues = (v: TCarFormValues): TCompleteCarSearch => {
  const pickup = v.pickup!;
  const dropoff = returnOffice(v)!;
  return {
    brand: pickup.brand,
    oficinaIn: pickup.codigo,
    lugarIn: pickup.nombre,
    paisIn: pickup.codigoPais,
    oficinaOut: dropoff.codigo,
    lugarOut: dropoff.nombre,
    checkin: v.checkin!,
    horaIn: v.horaIn,
    checkout: v.checkout!,
    horaOut: v.horaOut,
    edad: v.edad,
    residencia: v.residencia,
  };
};

type TCtx = { today: string; isAgenteAS: boolean };

/** spec §5, §6 booking calendar on the pick-up, up to the sale horizon. */
const pickupDateError = (checkin: string | null, ctx: TCtx): string | undefined => {
  if (!checkin) return PICKUP_DATE_REQUIRED;
  const calendar = checkBookingDate(checkin, ctx);
  if (!calendar.ok) return calendar.message;
  return checkin > saleMaxDate(ctx.today) ? MESSAGES.checkinBeyondHorizon : undefined;
};

export const makeCarSearchSchema = (ctx: TCtx) =>
  z.custom<TCarFormValues>().superRefine((v, c) => {
    const issue = (path: keyof TCarFormValues, message: string | undefined) => {
      if (message) c.addIssue({ code: 'custom', message, path: [path] });
    };
    const dropoff = returnOffice(v);
    issue('pickup', v.pickup ? undefined : PICKUP_REQUIRED);
    if (!v.sameOffice && !v.dropoff) issue('dropoff', DROPOFF_REQUIRED);
    if (v.pickup && v.dropoff && !v.sameOffice && v.dropoff.brand !== v.pickup.brand)
      issue('dropoff', DROPOFF_OTHER_BRAND);
    issue('checkin', pickupDateError(v.checkin, ctx));
    if (!v.checkout) issue('checkout', RETURN_DATE_REQUIRED);
    else if (v.checkin && !(v.checkout > v.checkin || (v.checkout === v.checkin && v.horaOut > v.horaIn)))
      issue('checkout', MESSAGES.carReturnNotAfterPickup);
    issue('horaIn', officeClosedError(v.pickup?.hours, v.checkin, v.horaIn));
    issue('horaOut', officeClosedError(dropoff?.hours, v.checkout, v.horaOut));
    if (!Number.isInteger(v.edad) || v.edad < DRIVER_AGE.min || v.edad > DRIVER_AGE.max)
      issue('edad', DRIVER_AGE_RANGE);
  });
