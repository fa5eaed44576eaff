import type { THotel, THotelRoom } from '@portal/domain/hotels/hotel-avail';
import { cheapestBookableRate } from '@portal/domain/pricing/card-price';
import { HotelCardFrame } from '@/shared/hotels/hotel-card-frame';
import { nonRefundableReason } from '@/shared/hotels/room-rules';
import { ThirdRoomItem, thirdRoomCents } from './third-room-item';

type Props = {
  hotel: THotel;
  searchedOf: (room: THotelRoom) => string;
  onPick: (room: THotelRoom) => void;
  onPolicies: (room: THotelRoom) => void;
  /** AS agents may book non-refundable rooms: they count for 'Desde' (spec §6) */
  isAgenteAS: boolean;
  eager?: boolean;
};

/** The hotel's rooms: one element in the card until the agent opens them (issue 34, item 2). */
function ThirdRooms({ hotel, searchedOf, onPick, onPolicies, isAgenteAS }: Omit<Props, 'eager'>) {
  return hotel.habitaciones.map((room, i) => (
    <ThirdRoomItem
      key={i}
      room={room}
      searched={searchedOf(room)}
      disabledReason={nonRefundableReason(room, isAgenteAS)}
      onPick={() => onPick(room)}
      onPolicies={() => onPolicies(room)}
    />
  ));
}

/**
 * A third-provider hotel (spec §3 Hotel): image, name, stars, address, its rooms and 'Desde',
 * the cheapest of them the agent can book at the price they show (issue 29, item 14).
 */
export function ThirdHotelCard({ eager, ...rooms }: Props) {
  const { hotel, isAgenteAS } = rooms;
  const from = cheapestBookableRate(hotel.habitaciones, { priceOf: thirdRoomCents, isAgenteAS });
  return (
    <HotelCardFrame hotel={hotel} from={from} eager={eager}>
      <ThirdRooms {...rooms} />
    </HotelCardFrame>
  );
}
