import {
  fromCents,
  GASTO_ADMIN_CENTS,
  hotelRoomPrice,
  toCents,
  type THotel,
  type THotelResV2Response,
  type THotelRoom,
} from '@portal/domain';
import type { ThirdHotelOffer, ThirdRate } from '../../suppliers/third-provider';
import { pricerOf, type Pricer } from '../markups/pricing';
import { markedRoom } from '../markups/room-prices';

/** spec §3 third-provider booking: proveedor 1. */
const THIRD_PROVIDER_ID = 1;

/**
 * spec §3 Room in the spelling the multi-provider hotels use, priced as they are: sale rate,
 * VAT and the administrative fee 35 per room (spec §9); informacionRsrv is the supplier's key.
 */
export const thirdRoomOf = (
  r: ThirdRate,
  criterio: number,
  pricer: Pricer = pricerOf(undefined),
): THotelRoom => {
  // the agency's sale for the entity the quote is for (D-25)
  const { ventaCents: venta, ivaCents: iva } = markedRoom(pricer, {
    ventaCents: toCents(r.net),
    ivaCents: toCents(r.tax),
    alicuota: r.taxPercent,
  });
  return {
    roomName: r.roomName,
    descripcion: r.description,
    regimen: r.board,
    tarifa: {
      venta: fromCents(venta),
      iva: fromCents(iva),
      alicuota: r.taxPercent,
      gastoAdministrativo: fromCents(GASTO_ADMIN_CENTS),
      total: fromCents(hotelRoomPrice({ venta, iva, gastoAdministrativo: GASTO_ADMIN_CENTS })),
      moneda: r.currency,
    },
    proveedor: THIRD_PROVIDER_ID,
    informacionRsrv: r.rateKey,
    politicaCancelacion: {
      nonRefundable: r.nonRefundable,
      penaltyDescription: { text: r.cancellationPolicy },
    },
    cantAdl: r.adults,
    cantChl: r.childAges.length,
    noches: r.allotment.length,
    criterio,
  };
};

/** spec §3 Hotel: its rooms for every searched room, and the people searched for. */
export const thirdHotelOf = (
  h: ThirdHotelOffer,
  habitaciones: THotelRoom[],
  people: { adults: number; minors: number },
): THotel => ({
  hotelName: h.name,
  hotelID: h.hotelCode,
  direccion: h.address,
  imgURL: h.image,
  award: h.stars,
  cantPaxTotal: people.adults + people.minors,
  cantAdl: people.adults,
  cantChl: people.minors,
  habitaciones,
});

export const thirdBookingAnswer = (id: number, codigoReserva: string): THotelResV2Response => ({
  reservationId: String(id),
  status: 'confirmed',
  codigoReserva,
});
