import type { THotel, THotelRoom } from '@portal/domain/hotels/hotel-avail';
import { HotelCardFrame } from '../../../shared/hotels/hotel-card-frame';
import { ThirdRoomItem } from './third-room-item';

type Props = {
  hotel: THotel;
  searchedOf: (room: THotelRoom) => string;
  disabledReason: (room: THotelRoom) => string | undefined;
  onPick: (room: THotelRoom) => void;
  onPolicies: (room: THotelRoom) => void;
  eager?: boolean;
};

/** A third-provider hotel (spec §3 Hotel): image, name, stars, address, cheapest rate, its rooms. */
export function ThirdHotelCard({ hotel, searchedOf, disabledReason, onPick, onPolicies, eager }: Props) {
  return (
    <HotelCardFrame hotel={hotel} eager={eager}>
      {hotel.habitaciones.map((room, i) => (
        <ThirdRoomItem
          key={i}
          room={room}
          searched={searchedOf(room)}
          disabledReason={disabledReason(room)}
          onPick={() => onPick(room)}
          onPolicies={() => onPolicies(room)}
        />
      ))}
    </HotelCardFrame>
  );
}
