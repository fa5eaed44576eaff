import { z } from 'zod';
import { type Check, OK, fail } from '../common/check';
import { ZAmount, ZCurrency, ZIsoDate, ZTime } from '../common/primitives';
import { ZRooming } from '../common/rooming';

// spec §3 Activity reservation draft; spec §5 activity detail rules.
export const ZActivityDraft = z.object({
  rooming: ZRooming,
  productCode: z.string(),
  paxQuantity: z.number().int().min(1).max(20),
  fromDate: ZIsoDate,
  toDate: ZIsoDate,
  horarioSeleccionado: ZTime.optional(),
  conceptBookingCode: z.string().optional(),
  provider: z.string().optional(),
  echoToken: z.string().optional(),
  productBookingCode: z.string().optional(),
  productName: z.string(),
  tarifa: ZAmount.optional(),
  currencyCode: ZCurrency.optional(),
});
export type TActivityDraft = z.infer<typeof ZActivityDraft>;

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
