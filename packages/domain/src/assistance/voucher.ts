import { z } from 'zod';
import { ZId, ZIsoDate } from '../common/primitives';
import { ZPassenger } from '../passenger';
import { ZReservationStatus } from '../reservations/reservation-status';

// spec §3 Voucher; spec §7 POST voucher/pre-reserva (header idCotizacion).
export const ZVoucherHeaders = z.object({ idcotizacion: z.string().min(1) }); // HTTP headers arrive lower-case

export const ZVoucherRequest = z.object({
  datosVoucher: z.object({
    paxs: z.array(ZPassenger).min(1).max(10),
    leadId: z.number().int().min(0), // index of the lead passenger in paxs
    tipoViaje: z.string().min(1),
    fechaVigencia: z.object({ desde: ZIsoDate, hasta: ZIsoDate }),
  }),
  idUsuarioReservo: ZId,
  idUWS: ZId,
  idEntidad: ZId.optional(),
});
export type TVoucherRequest = z.infer<typeof ZVoucherRequest>;

export const ZVoucherResponse = z.object({ reservationId: z.string(), status: ZReservationStatus });
