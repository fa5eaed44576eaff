import type { TCitiesZonesResponse } from '@portal/domain/catalogue/cities-zones';
import type { TCartItem } from '@portal/domain/hotels/cart-item';
import {
  hotelNameOf,
  type THotel,
  type THotelAvailRequestInput,
  type THotelRoom,
} from '@portal/domain/hotels/hotel-avail';
import { normaliseChildAges } from '@portal/domain/occupancy';

/**
 * The cart destination of a hotel: its city in the catalogue, so that a city, one of its
 * zones or one of its hotels (or the Orlando page's fixed 'Orlando') all count as one
 * destination (spec §5); the searched destination when the catalogue does not know it.
 */
export const destinationOfHotel = (
  hotelID: THotel['hotelID'],
  request: Pick<THotelAvailRequestInput, 'destino'>,
  catalogue: TCitiesZonesResponse | undefined,
): string => {
  const hotel = catalogue?.hotels.find((h) => h.id === String(hotelID));
  return hotel ? hotel.idCiudad : request.destino;
};

const count = (value: unknown, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
};

/** spec §3 cart item: data = room, hotel fields, the room's occupancy, the stay and destino. */
export const toCartItem = (o: {
  hotel: THotel;
  room: THotelRoom;
  request: THotelAvailRequestInput;
  destino: string;
}): TCartItem => {
  // the searched room this rate answers: its minors' ages are that room's
  const criteria = o.request.roomCriteriaList[o.room.criterio ?? 0] ?? o.request.roomCriteriaList[0];
  const adults = count(o.room.cantAdl, criteria?.adultCount ?? 2);
  const minors = count(o.room.cantChl, criteria?.childCount ?? 0);
  const childAges = normaliseChildAges(minors, criteria?.childAges ?? []);
  return {
    data: o.room,
    hotelID: o.hotel.hotelID,
    HotelName: hotelNameOf(o.hotel),
    cantPaxTotal: adults + minors,
    cantAdl: adults,
    cantChl: minors,
    checkin: o.request.stayRange.checkin,
    checkout: o.request.stayRange.checkout,
    adultCount: adults,
    childCount: minors,
    childAges,
    destino: o.destino,
  };
};
