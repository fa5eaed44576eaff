import { stayNights } from '@portal/domain';
import {
  BOARDS,
  boardsOf,
  cityHotels,
  hotelByCode,
  roomTypeOf,
  roomTypesOf,
  sellsNonRefundable,
  type RoomType,
  type TpHotel,
} from './catalogue';
import { encodeRateKey, type RateKey } from './rate-key';
import { cancellationOf, nightCents, stayPrice, stockOf, type Occupancy } from './rates';

// The bedbank's answers in its own spelling (English PascalCase), made from the catalogue.
export type TpSearch = Occupancy & { city: string; checkin: string; checkout: string; category?: number };

const amount = (cents: number) => cents / 100;

/** A single room sleeps one adult; the others whoever fits. */
const fits = (room: RoomType, who: Occupancy) =>
  who.adults + who.childAges.length <= room.maxOccupancy &&
  (room.code !== 'SGL' || (who.adults === 1 && who.childAges.length === 0));

/** A rate the bedbank sells for the key, as it writes it; undefined when it sells none. */
export function wireRate(key: RateKey) {
  const hotel = hotelByCode(key.hotelCode);
  const room = roomTypeOf(key.roomCode);
  if (!hotel || !room || !roomTypesOf(hotel).includes(room) || !boardsOf(hotel).includes(key.board))
    return undefined;
  if ((key.nonRefundable && !sellsNonRefundable(hotel)) || !fits(room, key)) return undefined;
  const nights = stayNights(key.checkin, key.checkout);
  if (nights.length < 1 || nights.length > 30) return undefined;
  const stock = nights.map((night) => stockOf(hotel, room, night));
  if (stock.some((n) => n === 0)) return undefined; // sold out on a night: not offered
  const price = stayPrice(
    hotel,
    nights.map((night) => nightCents(hotel, room, key, night, key)),
  );
  const cancellation = cancellationOf(hotel, key.checkin, key.nonRefundable);
  return {
    RoomTypeCode: room.code,
    RoomTypeName: room.name,
    RoomDescription: room.description,
    MaxOccupancy: room.maxOccupancy,
    BoardCode: key.board,
    BoardName: BOARDS[key.board],
    Adults: key.adults,
    ChildAges: key.childAges,
    Nights: nights.length,
    Currency: 'USD' as const,
    Net: amount(price.net),
    Tax: amount(price.tax),
    TaxPercent: hotel.city.taxPercent,
    Gross: amount(price.gross),
    Refundable: !key.nonRefundable,
    CancellationDeadline: cancellation.deadline,
    CancellationPolicy: cancellation.policy,
    RateKey: encodeRateKey(key),
    Allotment: nights.map((night, i) => ({ Date: night, Rooms: stock[i]! })),
  };
}

const hotelHead = (hotel: TpHotel) => ({
  HotelCode: hotel.code,
  HotelName: hotel.name,
  Category: hotel.stars,
  Address: hotel.address,
  CityCode: hotel.city.iata,
  ImageUrl: hotel.image,
});

/** The city's hotels (of a category) with every rate that fits the occupancy and is on sale every night. */
export function searchHotels(q: TpSearch) {
  const stay = { checkin: q.checkin, checkout: q.checkout, adults: q.adults, childAges: [...q.childAges] };
  return cityHotels(q.city)
    .filter((h) => !q.category || h.stars === q.category)
    .flatMap((hotel) => {
      const rates = roomTypesOf(hotel).flatMap((room) =>
        boardsOf(hotel).flatMap((board) =>
          [false, ...(sellsNonRefundable(hotel) ? [true] : [])].map((nonRefundable) =>
            wireRate({ ...stay, hotelCode: hotel.code, roomCode: room.code, board, nonRefundable }),
          ),
        ),
      );
      const Rooms = rates.filter((r) => r !== undefined);
      return Rooms.length > 0 ? [{ ...hotelHead(hotel), Rooms }] : [];
    });
}

/** A rate re-priced from its key, with its hotel and stay. */
export function checkRate(key: RateKey) {
  const hotel = hotelByCode(key.hotelCode);
  const rate = wireRate(key);
  if (!hotel || !rate) return undefined;
  return { ...hotelHead(hotel), CheckIn: key.checkin, CheckOut: key.checkout, ...rate };
}
