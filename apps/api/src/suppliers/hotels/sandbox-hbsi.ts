import type { SupplierConfig } from '../../config';
import { bookingCode, createSandboxSupplier, numericTarifa, serviceNumber } from './sandbox';

/** HBSI mixes both: HotelName, venta with IVA in capitals, and a list of penaltyDescription { text }. */
export const createHbsiSupplier = (behaviour: SupplierConfig) =>
  createSandboxSupplier('HBSI', behaviour, {
    hotelName: (name) => ({ HotelName: name }),
    tarifa: numericTarifa('venta'),
    penalty: (t) => [{ text: t }],
    booking: (offer, reference) => ({
      codigoReserva: bookingCode('HBSI-', reference),
      ServiceID: `HB${serviceNumber(reference)}`,
      detallesAdicionales: `${offer.roomName} (${offer.regimen}). Confirmado por HBSI.`,
    }),
  });
