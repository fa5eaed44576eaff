import type { SupplierConfig } from '../../config';
import { callSupplier } from '../core';
import { hash32, unitFromKey } from '../random';
import type { HotelInfo } from './catalogue';
import { quoteRate, searchOffers } from './offers';
import { initialAllotment } from './inventory-prices';
import { decodeRateKey, encodeRateKey } from './rate-token';
import {
  SUPPLIER_IDS,
  SUPPLIER_LABELS,
  type HotelOffers,
  type HotelSupplier,
  type HotelSupplierKey,
  type PriceParts,
  type ProviderHotel,
  type RateOffer,
  type SupplierBooking,
} from './types';

// The part every sandbox supplier shares: inventory, latency, failures and timeout through
// callSupplier. Each adapter only says how its answers are shaped (spec §3).
type SupplierShape = {
  hotelName: (name: string) => Record<string, string>;
  /** the room's tarifa in the supplier's spelling */
  tarifa: (price: PriceParts) => Record<string, number | string>;
  penalty: (text: string) => unknown;
  booking: (offer: RateOffer, reference: string) => SupplierBooking;
};

// Prices are whole cents already rounded by the domain's money helpers, so cents / 100 is
// the exact 2-decimal amount (fromCents would round it again for every field of every room).
export const amount = (cents: number) => cents / 100;

/** The tarifa of the suppliers that answer numbers; only the sale rate's spelling differs. */
export const numericTarifa =
  (sale: 'VENTA' | 'venta') =>
  (p: PriceParts): Record<string, number | string> => ({
    [sale]: amount(p.venta),
    IVA: amount(p.iva),
    TOTAL: amount(p.total),
    alicuota: p.alicuota,
    gastoAdministrativo: amount(p.gastoAdministrativo),
    resolucion4815: amount(p.resolucion4815),
    ImpuestoPais: amount(p.impuestoPais),
    moneda: p.moneda,
  });

const IMAGE_SETS = { resort: 3, beach: 3, city: 3, mountain: 2 } as const;
const imageOf = (hotel: HotelInfo) => {
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

const toProviderHotel = (key: HotelSupplierKey, shape: SupplierShape, h: HotelOffers): ProviderHotel => {
  const sum = (f: (c: HotelOffers['criteria'][number]['criteria']) => number) =>
    h.criteria.reduce((acc, { criteria }) => acc + f(criteria) * criteria.roomCount, 0);
  const cantAdl = sum((c) => c.adults);
  const cantChl = sum((c) => c.childAges.length);
  return {
    ...shape.hotelName(h.hotel.hotelName),
    hotelID: h.hotel.id,
    direccion: h.hotel.hotelAddress,
    imgURL: imageOf(h.hotel),
    award: h.hotel.stars,
    cantPaxTotal: cantAdl + cantChl,
    cantAdl,
    cantChl,
    habitaciones: h.criteria.flatMap(({ offers }) =>
      offers.map((o) => ({
        roomName: o.roomName,
        descripcion: o.descripcion,
        regimen: o.regimen,
        rateName: o.rateName,
        tarifa: shape.tarifa(o.price),
        proveedor: SUPPLIER_IDS[key],
        informacionRsrv: encodeRateKey(o.key),
        politicaCancelacion: { nonRefundable: o.nonRefundable, penaltyDescription: shape.penalty(o.penalty) },
        codigos: o.codes,
        cantAdl: o.key.adults,
        cantChl: o.key.childAges.length,
        noches: o.nights.length,
      })),
    ),
  };
};

export const createSandboxSupplier = (
  key: HotelSupplierKey,
  behaviour: SupplierConfig,
  shape: SupplierShape,
): HotelSupplier => {
  const label = SUPPLIER_LABELS[key];
  return {
    key,
    id: SUPPLIER_IDS[key],
    label,
    search: (query) =>
      callSupplier(label, behaviour, () =>
        searchOffers(key, query).map((h) => toProviderHotel(key, shape, h)),
      ),
    decodeRate: decodeRateKey,
    quote: (rateKey) => quoteRate(key, rateKey),
    initialAllotment: (hotelId, roomCode, night) => initialAllotment(key, hotelId, roomCode, night),
    book: (offer, reference) => callSupplier(label, behaviour, () => shape.booking(offer, reference)),
    cancel: async (codigoReserva) => {
      await callSupplier(label, behaviour, () => codigoReserva);
    },
    confirmedTarifa: shape.tarifa,
  };
};

/** A supplier's booking code, fixed by our reservation reference. */
export const bookingCode = (prefix: string, reference: string) =>
  `${prefix}${hash32(`${prefix}:${reference}`).toString(36).toUpperCase().padStart(7, '0')}`;

export const serviceNumber = (reference: string) =>
  1_000_000 + Math.floor(unitFromKey(`svc:${reference}`) * 8_999_999);
