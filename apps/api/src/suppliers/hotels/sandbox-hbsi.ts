import type { SupplierConfig } from '../../config';
import { amount, bookingCode, createSandboxSupplier, serviceNumber } from './sandbox';

/** HBSI mixes both: HotelName, venta with IVA in capitals, and a list of penaltyDescription { text }. */
export const createHbsiSupplier = (behaviour: SupplierConfig) =>
  createSandboxSupplier('HBSI', behaviour, {
    hotelName: (name) => ({ HotelName: name }),
    tarifa: (p) => ({
      venta: amount(p.venta),
      IVA: amount(p.iva),
      TOTAL: amount(p.total),
      alicuota: p.alicuota,
      gastoAdministrativo: amount(p.gastoAdministrativo),
      resolucion4815: amount(p.resolucion4815),
      ImpuestoPais: amount(p.impuestoPais),
      moneda: p.moneda,
    }),
    penalty: (t) => [{ text: t }],
    booking: (offer, reference) => ({
      codigoReserva: bookingCode('HBSI-', reference),
      ServiceID: `HB${serviceNumber(reference)}`,
      detallesAdicionales: `${offer.roomName} (${offer.regimen}). Confirmado por HBSI.`,
    }),
  });
