import type { SupplierConfig } from '../../config';
import { amount, bookingCode, createSandboxSupplier, serviceNumber } from './sandbox';

const text = (cents: number) => amount(cents).toFixed(2);

/** Prestige answers hotelName, venta / iva in lower case (amounts as text) and penaltyDescription { text }. */
export const createPrestigeSupplier = (behaviour: SupplierConfig) =>
  createSandboxSupplier('PRESTIGE', behaviour, {
    hotelName: (name) => ({ hotelName: name }),
    tarifa: (p) => ({
      venta: text(p.venta),
      iva: text(p.iva),
      TOTAL: text(p.total),
      alicuota: p.alicuota,
      gastoAdministrativo: text(p.gastoAdministrativo),
      resolucion4815: text(p.resolucion4815),
      ImpuestoPais: text(p.impuestoPais),
      moneda: p.moneda,
    }),
    penalty: (t) => ({ text: t }),
    booking: (offer, reference) => ({
      codigoReserva: bookingCode('PRS', reference),
      ServiceID: `SRV-${serviceNumber(reference)}`,
      detallesAdicionales: `Reserva ${offer.rateName.toLowerCase()} en ${offer.hotel.hotelName}. Presentar voucher al ingresar.`,
    }),
  });
