import {
  checkBookingDate,
  checkOfficeOpen,
  isAgenteAS,
  MESSAGES,
  type TCarBrand,
  type TCarLocation,
} from '@portal/domain';
import { badRequest, fromSupplier, must } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { CarRentalQuery } from '../../suppliers/cars';
import { todayOf } from '../module-deps';
import type { CarsDeps } from './deps';

/** A rental as the search and the booking name it (spec §3, §7). */
export type RentalAsked = {
  brand: TCarBrand;
  oficinaIn: string;
  oficinaOut: string;
  checkin: string;
  checkout: string;
  horaIn: string;
  horaOut: string;
  paisResidencia?: string | null | '';
};

/** 'YYYY-MM-DD HH:MM' now in the agency's zone: pick-up may not be before it. */
const nowInAgency = (deps: CarsDeps) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: deps.tzAgency,
    hour12: false,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(deps.now());
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour').replace('24', '00')}:${get('minute')}`;
};

/**
 * The rules of a rental before the brand prices it (spec §5, §6, §7): both offices are the
 * brand's and open at the chosen times, pick-up is not in the past and obeys the user's
 * calendar (non-AS users 9+ days ahead), return comes after pick-up. Throws 400.
 */
export async function checkRental(
  deps: CarsDeps,
  user: AuthUser,
  r: RentalAsked,
): Promise<{ query: Omit<CarRentalQuery, 'driverAge'>; pickup: TCarLocation; dropoff: TCarLocation }> {
  const supplier = deps.suppliers[r.brand];
  if (`${r.checkout} ${r.horaOut}` <= `${r.checkin} ${r.horaIn}`)
    throw badRequest(MESSAGES.carReturnNotAfterPickup, [{ field: 'checkout' }]);
  if (`${r.checkin} ${r.horaIn}` < nowInAgency(deps))
    throw badRequest(MESSAGES.carPickupInPast, [{ field: 'checkin' }]);
  must(checkBookingDate(r.checkin, { today: todayOf(deps), isAgenteAS: isAgenteAS(user) }, 'checkin'));
  const [pickup, dropoff] = await fromSupplier(
    Promise.all([supplier.location(r.oficinaIn), supplier.location(r.oficinaOut)]),
    MESSAGES.carLocationsError,
  );
  if (!pickup) throw badRequest(MESSAGES.carUnknownOffice, [{ field: 'oficinaIn' }]);
  if (!dropoff) throw badRequest(MESSAGES.carUnknownOffice, [{ field: 'oficinaOut' }]);
  must(checkOfficeOpen(pickup, r.checkin, r.horaIn, 'horaIn'), { label: pickup.nombreLugar });
  must(checkOfficeOpen(dropoff, r.checkout, r.horaOut, 'horaOut'), { label: dropoff.nombreLugar });
  const query = {
    pickup: pickup.codigoLocalizacion,
    dropoff: dropoff.codigoLocalizacion,
    pickupDate: r.checkin,
    pickupTime: r.horaIn,
    returnDate: r.checkout,
    returnTime: r.horaOut,
    residence: r.paisResidencia || 'AR',
  };
  return { query, pickup, dropoff };
}
