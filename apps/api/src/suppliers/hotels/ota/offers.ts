import { stayNights } from '@portal/domain';
import type { RateKey, RateOffer, SupplierHotel } from '../types';
import type { TRoomStay } from './answers';
import type { OtaKey } from './exchange';
import { hotelShownOf, rateOf, type Asked } from './rooms';

// An OTA_HotelAvailRS as the hotel suppliers' interface gives it: a search's hotels, or the
// one rate a booking token names.

export const roomStaysOf = (body: { RoomStays?: { RoomStay?: TRoomStay[] } }) =>
  body.RoomStays?.RoomStay ?? [];

export const hotelOf = (key: OtaKey, stay: TRoomStay, asked: Asked): SupplierHotel => ({
  supplier: key,
  hotelId: stay.BasicPropertyInfo['@_HotelCode'],
  nights: asked.nights,
  shown: hotelShownOf(stay),
  rates: (stay.RoomRates.RoomRate ?? []).map((r) => {
    const read = rateOf(key, stay, r, asked);
    return {
      roomCode: read.key.roomCode,
      criterion: read.criterion,
      allotment: read.allotment,
      shown: read.shown,
    };
  }),
});

/** The rate `rateKey` names, priced now; undefined when the answer does not hold it. */
export function offerOf(key: OtaKey, stays: TRoomStay[], rateKey: RateKey): RateOffer | undefined {
  const stay = stays.find((s) => s.BasicPropertyInfo['@_HotelCode'] === rateKey.hotelId);
  const rate = stay?.RoomRates.RoomRate?.find(
    (r) => r['@_RoomTypeCode'] === rateKey.roomCode && r['@_RatePlanCode'] === rateKey.rateCode,
  );
  if (!stay || !rate) return undefined;
  const { checkin, checkout } = rateKey;
  const nights = stayNights(checkin, checkout);
  const read = rateOf(key, stay, rate, { checkin, checkout, nights, parties: [rateKey] });
  const info = stay.BasicPropertyInfo;
  const idCiudad = info['@_HotelCityCode'];
  return {
    token: read.token,
    key: read.key,
    hotel: { id: read.key.hotelId, hotelName: info['@_HotelName'], idCiudad },
    roomName: read.roomName,
    regimen: read.regimen,
    rateName: read.rateName,
    nonRefundable: read.nonRefundable,
    onRequest: read.onRequest,
    nights,
    allotment: read.allotment,
    price: read.price,
    // the re-priced rate as the supplier wrote it before: the room, then its hotel and stay
    shown: {
      ...read.shown,
      HotelName: info['@_HotelName'],
      hotelID: read.key.hotelId,
      ...(idCiudad === undefined ? {} : { idCiudad }),
      checkin,
      checkout,
    },
  };
}
