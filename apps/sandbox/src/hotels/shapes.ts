import { hash32, unitFromKey } from '../random';
import type { HotelInfo } from './catalogue';
import { encodeRateKey } from '@portal/domain/supplier-wire/hotel-token';
import {
  SUPPLIER_IDS,
  type HotelOffers,
  type HotelSupplierKey,
  type PriceParts,
  type RateOffer,
} from './types';

// What each sandbox hotel supplier says of a booking (its service number, its remarks, its
// code's prefix), and Prestige's JSON spelling of its answers (spec §3): hotelName, venta / iva
// in lower case with amounts as text, penaltyDescription { text }. Omnibees and HBSI speak OTA
// (ota/, docs/ota-hotels.md).
type SupplierBooking = {
  booking: (
    offer: RateOffer,
    reference: string,
  ) => { ServiceID: string | number; detallesAdicionales: string };
  codePrefix: string;
};

// Prices are whole cents already rounded by the domain's money helpers, so cents / 100 is
// the exact 2-decimal amount.
const text = (cents: number) => (cents / 100).toFixed(2);

const prestigeTarifa = (p: PriceParts): Record<string, number | string> => ({
  venta: text(p.venta),
  iva: text(p.iva),
  TOTAL: text(p.total),
  alicuota: p.alicuota,
  gastoAdministrativo: text(p.gastoAdministrativo),
  resolucion4815: text(p.resolucion4815),
  ImpuestoPais: text(p.impuestoPais),
  moneda: p.moneda,
});

const serviceNumber = (reference: string) =>
  1_000_000 + Math.floor(unitFromKey(`svc:${reference}`) * 8_999_999);

export const SHAPES: Record<HotelSupplierKey, SupplierBooking> = {
  OMNIBEES: {
    booking: (offer, reference) => ({
      ServiceID: serviceNumber(reference),
      detallesAdicionales: `${offer.hotel.hotelName}: check-in desde las 15:00 h, check-out hasta las 11:00 h. ${offer.regimen}.`,
    }),
    codePrefix: 'OMB-',
  },
  PRESTIGE: {
    booking: (offer, reference) => ({
      ServiceID: `SRV-${serviceNumber(reference)}`,
      detallesAdicionales: `Reserva ${offer.rateName.toLowerCase()} en ${offer.hotel.hotelName}. Presentar voucher al ingresar.`,
    }),
    codePrefix: 'PRS',
  },
  HBSI: {
    booking: (offer, reference) => ({
      ServiceID: `HB${serviceNumber(reference)}`,
      detallesAdicionales: `${offer.roomName} (${offer.regimen}). Confirmado por HBSI.`,
    }),
    codePrefix: 'HBSI-',
  },
};

/** A supplier's booking code, fixed by the caller's reservation reference. */
export const bookingCode = (key: HotelSupplierKey, reference: string) => {
  const prefix = SHAPES[key].codePrefix;
  return `${prefix}${hash32(`${prefix}:${reference}`).toString(36).toUpperCase().padStart(7, '0')}`;
};

const IMAGE_SETS = { resort: 3, beach: 3, city: 3, mountain: 2 } as const;
/** The sandbox's pictures ship with the portal (apps/api/assets/media), so paths are relative. */
export const imageOf = (hotel: HotelInfo) => {
  const kind =
    hotel.city.code === 'BRC'
      ? 'mountain'
      : hotel.zone.allInclusive || ['BZC', 'FLN'].includes(hotel.city.code)
        ? 'beach'
        : hotel.city.code === 'ORL' && hotel.stars >= 4
          ? 'resort'
          : 'city';
  return `/media/hotels/${kind}-${1 + (hash32(hotel.id) % IMAGE_SETS[kind])}.svg`;
};

/** One rate as Prestige writes it, with the booking token it issues for it. */
const wireRoom = (o: RateOffer, criterio: number) => ({
  roomName: o.roomName,
  codigoHabitacion: o.key.roomCode,
  codigoTarifa: o.key.rateCode,
  descripcion: o.descripcion,
  regimen: o.regimen,
  rateName: o.rateName,
  tarifa: prestigeTarifa(o.price),
  proveedor: SUPPLIER_IDS.PRESTIGE,
  informacionRsrv: encodeRateKey(o.key),
  politicaCancelacion: { nonRefundable: o.nonRefundable, penaltyDescription: { text: o.penalty } },
  aConfirmar: o.onRequest,
  codigos: o.codes,
  cantAdl: o.key.adults,
  edadesMenores: o.key.childAges,
  cantChl: o.key.childAges.length,
  noches: o.nights.length,
  cupos: o.allotment,
  criterio,
});

/** A hotel of Prestige's availability answer. */
export const wireHotel = (h: HotelOffers) => ({
  hotelName: h.hotel.hotelName,
  hotelID: h.hotel.id,
  direccion: h.hotel.hotelAddress,
  imgURL: imageOf(h.hotel),
  award: h.hotel.stars,
  habitaciones: h.criteria.flatMap(({ offers }, i) => offers.map((o) => wireRoom(o, i))),
});

/** A rate re-priced by its token (Prestige's), with the stay it is for. */
export const wireRate = (o: RateOffer) => ({
  ...wireRoom(o, 0),
  hotelName: o.hotel.hotelName,
  hotelID: o.hotel.id,
  idCiudad: o.hotel.idCiudad,
  checkin: o.key.checkin,
  checkout: o.key.checkout,
});
