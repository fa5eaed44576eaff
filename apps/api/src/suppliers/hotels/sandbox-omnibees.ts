import type { SupplierConfig } from '../../config';
import { amount, bookingCode, createSandboxSupplier, serviceNumber } from './sandbox';

/** Omnibees answers HotelName, VENTA / IVA in capitals and penaltyDescription { Description }. */
export const createOmnibeesSupplier = (behaviour: SupplierConfig) =>
  createSandboxSupplier('OMNIBEES', behaviour, {
    hotelName: (name) => ({ HotelName: name }),
    tarifa: (p) => ({
      VENTA: amount(p.venta),
      IVA: amount(p.iva),
      TOTAL: amount(p.total),
      alicuota: p.alicuota,
      gastoAdministrativo: amount(p.gastoAdministrativo),
      resolucion4815: amount(p.resolucion4815),
      ImpuestoPais: amount(p.impuestoPais),
      moneda: p.moneda,
    }),
    penalty: (text) => ({ Description: text }),
    booking: (offer, reference) => ({
      codigoReserva: bookingCode('OMB-', reference),
      ServiceID: serviceNumber(reference),
      detallesAdicionales: `${offer.hotel.hotelName}: check-in desde las 15:00 h, check-out hasta las 11:00 h. ${offer.regimen}.`,
    }),
  });
