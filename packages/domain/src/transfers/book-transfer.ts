import { z } from 'zod';
import { ZCode, ZId, zOptional } from '../common/primitives';
import { ZPassenger } from '../passenger';
import { TRANSFER_PAX_MAX, ZTransferSelection } from './transfer-availability';

// Ours: POST /api/utilities/traslados/reservar, the transfer selection of spec §3 plus what
// the search answered for it (echoToken, productBookingCode) and the passengers.
export const ZTransferBookingRequest = ZTransferSelection.extend({
  echoToken: ZCode,
  productBookingCode: ZCode,
  /** adults first, then the minors in the order of the search's occupation */
  pasajeros: z.array(ZPassenger).min(1).max(TRANSFER_PAX_MAX),
  idEntidad: zOptional(ZId), // AS agents (spec §6)
  /** ours, optional: the flight or ship the driver waits for */
  vuelo: zOptional(z.string().max(40)),
});
export type TTransferBookingRequest = z.infer<typeof ZTransferBookingRequest>;
export type TTransferBookingRequestInput = z.input<typeof ZTransferBookingRequest>;
