import { z } from 'zod';
import { type Check, OK, fail, firstFailure } from '../common/check';
import { ZAmount, ZCode, ZCurrency, ZId, ZIsoDate, ZShortText, ZTime, zOptional } from '../common/primitives';
import type { IsoDate } from '../dates';
import { checkPassenger, type TPassenger, ZPassenger } from '../passenger';
import { ZReservationStatus } from '../reservations/reservation-status';
import { ACTIVITY_PAX_MAX, ZActivityParty } from './activity-availability';

// spec §3 Activity reservation draft; spec §5 activity detail rules. The booking call is ours
// (POST /api/utilities/actividades/reservar): the draft plus the passengers.
export const ZActivityDraft = z.object({
  rooming: zOptional(ZActivityParty),
  productCode: ZCode,
  paxQuantity: z.number().int().min(1).max(ACTIVITY_PAX_MAX),
  fromDate: ZIsoDate,
  toDate: ZIsoDate,
  horarioSeleccionado: zOptional(ZTime),
  conceptBookingCode: zOptional(ZCode),
  provider: zOptional(ZShortText),
  echoToken: zOptional(ZCode),
  productBookingCode: zOptional(ZCode),
  productName: ZShortText,
  /** the chosen option's price for the party, as shown; when sent it must be the server's */
  tarifa: zOptional(ZAmount),
  currencyCode: zOptional(ZCurrency),
});
export type TActivityDraft = z.infer<typeof ZActivityDraft>;

export const ZActivityBookingRequest = ZActivityDraft.extend({
  /** adults first, then the minors in the order of rooming.childAges */
  pasajeros: z.array(ZPassenger).min(1).max(ACTIVITY_PAX_MAX),
  idEntidad: zOptional(ZId), // AS agents (spec §6)
});
export type TActivityBookingRequest = z.infer<typeof ZActivityBookingRequest>;
export type TActivityBookingRequestInput = z.input<typeof ZActivityBookingRequest>;

/** The answer of every activity or transfer booking: go to resumen?id=reservationId. */
export const ZUtilityBookingResponse = z.object({
  reservationId: z.string(),
  status: ZReservationStatus,
  /** the provider's booking code */
  codigoReserva: z.string(),
  total: ZAmount,
  currencyCode: ZCurrency,
});
export type TUtilityBookingResponse = z.infer<typeof ZUtilityBookingResponse>;

/**
 * spec §5: the detail needs product code, concept booking code and at least one slot
 * ('Faltan datos necesarios para realizar la reserva', back to /traslados&Actividades);
 * booking needs a picked slot ('Selecciona un horario para continuar con la reserva').
 */
export const checkActivityDetail = (d: {
  productCode?: string | null;
  conceptBookingCode?: string | null;
  slots?: readonly string[] | null;
}): Check => (d.productCode && d.conceptBookingCode && d.slots?.length ? OK : fail('bookingDataMissing'));

export const checkActivityBooking = (d: { horarioSeleccionado?: string | null }): Check =>
  d.horarioSeleccionado ? OK : fail('selectTimeSlot', 'horarioSeleccionado');

/** What the booking must carry besides the passengers: the detail's keys and the slot. */
export const checkActivityDraft = (d: TActivityDraft): Check =>
  firstFailure(
    d.conceptBookingCode && d.echoToken && d.productBookingCode ? OK : fail('bookingDataMissing'),
    checkActivityBooking(d),
  );

/**
 * One passenger per person of the party: the adults first, then each minor with the age the
 * search was priced for (birth date on the service date). Shared by activities and transfers.
 */
export const checkPartyPassengers = (
  pasajeros: readonly TPassenger[],
  party: { adults: number; childAges: readonly number[] },
  ctx: { today: IsoDate; serviceDate: IsoDate },
): Check => {
  if (pasajeros.length !== party.adults + party.childAges.length)
    return fail('passengerCountMismatch', 'pasajeros');
  for (const [i, p] of pasajeros.entries()) {
    const minorAge = i < party.adults ? undefined : party.childAges[i - party.adults];
    const check = checkPassenger(p, {
      group: minorAge === undefined ? 'adult' : 'minor',
      form: 'ticket',
      today: ctx.today,
      refDate: ctx.serviceDate,
      minorAge,
      isLead: i === 0,
    });
    if (!check.ok) return { ...check, field: `pasajeros.${i}.${check.field ?? ''}` };
  }
  return OK;
};
