import { z } from 'zod';
import { ZAmount, ZId, ZIsoDate, zOptional } from '../common/primitives';
import { MESSAGES } from '../messages';
import { ZPassenger } from '../passenger';
import { ZReservationStatus } from '../reservations/reservation-status';
import { ZAssistanceCategory } from './quote-assistance';

// spec §3 Voucher; spec §7 POST voucher/pre-reserva (header idCotizacion).
export const ZVoucherHeaders = z.object({
  // HTTP headers arrive lower-case
  idcotizacion: z
    .string({ error: MESSAGES.assistanceQuoteHeaderRequired })
    .min(1, MESSAGES.assistanceQuoteHeaderRequired)
    .max(120),
});

export const ZVoucherRequest = z.object({
  datosVoucher: z.object({
    /** in the order of the quoted ages (edad1..edadN) */
    paxs: z.array(ZPassenger).min(1).max(10),
    leadId: z.number().int().min(0), // index of the lead passenger in paxs
    /** the plan's category: 'Por Días' or 'Anuales' */
    tipoViaje: ZAssistanceCategory,
    /** the trip for a per-day plan; a year from departure for an annual one (assistanceValidity) */
    fechaVigencia: z.object({ desde: ZIsoDate, hasta: ZIsoDate }),
  }),
  idUsuarioReservo: ZId,
  idUWS: ZId,
  idEntidad: zOptional(ZId),
  /** ours, optional: the total the agent saw; when sent it must be the server's */
  monto: zOptional(ZAmount),
});
export type TVoucherRequest = z.infer<typeof ZVoucherRequest>;

export const ZVoucherResponse = z.object({
  reservationId: z.string(),
  status: ZReservationStatus,
  /** the insurer's voucher number */
  voucher: z.string(),
});
export type TVoucherResponse = z.infer<typeof ZVoucherResponse>;
