import { MESSAGES } from '../messages';
import { z } from 'zod';
import { reportCheck, fail } from '../common/check';
import {
  given,
  ZAmount,
  ZCode,
  ZCurrency,
  ZErrorBody,
  ZId,
  ZIsoDate,
  zOmittable,
  zOptional,
} from '../common/primitives';
import { ZOrderBreakdown } from '../orders/order-summary';
import { ZPassenger } from '../passenger';

// spec §3 Ticket booking payload; spec §7 POST tickets/pre-reservar/{Disney or Universal}
// and POST tickets/pre-reservar-disneyland/Disney.

/** `YYYY-MM-DDTHH:MM:SS`; the booking checks that the date is the entry date. */
export const EVENT_DATE_TIME = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/** Universal only: pax, eventDateTime, salesProgramId, pluAdl, pluChd, cantidadTickets, idUsuarioReservo. */
const ZRqUniversal = z.object({
  pax: z.array(ZPassenger).min(1).max(20),
  // local date-time of the event chosen with findEvents (others: any time of the entry date)
  eventDateTime: z.string().regex(EVENT_DATE_TIME, MESSAGES.universalEventDateTime),
  salesProgramId: ZCode,
  pluAdl: ZCode,
  pluChd: zOmittable(ZCode.optional()), // only with minors
  cantidadTickets: z.number().int().min(1).max(20),
  idUsuarioReservo: ZId,
});

const ZTicketBookingBase = z.object({
  pasajeros: z.array(ZPassenger).min(1).max(20),
  codigoTicketAdult: ZCode,
  codigoTicketChild: ZCode,
  cantidadAdultos: z.number().int().min(0, MESSAGES.adultsRange0to10).max(10, MESSAGES.adultsRange0to10),
  cantidadChild: z.number().int().min(0, MESSAGES.minorsRange).max(10, MESSAGES.minorsRange),
  checkin: ZIsoDate, // entry date
  idUsuarioReservo: ZId,
  idUWS: ZId,
  monto: ZAmount, // order total (see pricing/tickets)
  tarifaAdulto: ZAmount,
  tarifaChild: zOptional(ZAmount), // only if minors
  nombreTicket: z.string().min(1).max(200),
  idEntidad: zOptional(ZId), // AS agents (spec §6)
  rqUniversal: zOmittable(ZRqUniversal.optional()), // Universal only
});

export const ZTicketBookingRequest = ZTicketBookingBase.superRefine((b, ctx) => {
  if (b.cantidadAdultos + b.cantidadChild < 1)
    reportCheck(ctx, fail('atLeastOnePassenger', 'cantidadAdultos'));
  if (b.pasajeros.length !== b.cantidadAdultos + b.cantidadChild)
    reportCheck(ctx, fail('passengerCountMismatch', 'pasajeros'));
  if (b.cantidadChild > 0 && given(b.tarifaChild) === undefined)
    reportCheck(ctx, fail('childRateRequired', 'tarifaChild'));
  if (b.cantidadChild === 0 && given(b.tarifaChild) !== undefined)
    reportCheck(ctx, fail('childRateOnlyWithMinors', 'tarifaChild'));
});
export type TTicketBookingRequest = z.infer<typeof ZTicketBookingRequest>;

/** Universal bookings (pre-reservar/Universal) must carry rqUniversal. */
export const ZUniversalTicketBookingRequest = ZTicketBookingRequest.superRefine((b, ctx) => {
  if (!b.rqUniversal) reportCheck(ctx, fail('universalRequestRequired', 'rqUniversal'));
});

/** Status 200 means success (spec §7); `reservaId` is read by GET /api/main/reservas/:id. */
export const ZTicketPreBookAnswer = z.object({
  reservaId: z.number().int(),
  reservationId: z.string(),
  status: z.literal('pre_booked'),
  supplierRef: z.string(),
  codigoReserva: z.string(),
  producto: z.string(),
  checkin: ZIsoDate,
  checkout: ZIsoDate,
  moneda: ZCurrency,
  desglose: ZOrderBreakdown,
  total: ZAmount,
});
export type TTicketPreBookAnswer = z.infer<typeof ZTicketPreBookAnswer>;

/** The supplier failed (502): the reservation is kept, as failed, under `reservaId`. */
export const ZTicketPreBookFailure = ZErrorBody.extend({ reservaId: z.number().int() });
export type TTicketPreBookFailure = z.infer<typeof ZTicketPreBookFailure>;
