import type { SupplierConfig } from '../../config';
import { bookingCode, createSandboxSupplier, numericTarifa, serviceNumber } from './sandbox';

/** Omnibees answers HotelName, VENTA / IVA in capitals and penaltyDescription { Description }. */
export const createOmnibeesSupplier = (behaviour: SupplierConfig) =>
  createSandboxSupplier('OMNIBEES', behaviour, {
    hotelName: (name) => ({ HotelName: name }),
    tarifa: numericTarifa('VENTA'),
    penalty: (text) => ({ Description: text }),
    booking: (offer, reference) => ({
      codigoReserva: bookingCode('OMB-', reference),
      ServiceID: serviceNumber(reference),
      detallesAdicionales: `${offer.hotel.hotelName}: check-in desde las 15:00 h, check-out hasta las 11:00 h. ${offer.regimen}.`,
    }),
  });
