import type { TDisneyHotel, TDisneyRoom } from '@portal/domain/hotels/multi-hotel-dispo';
import { cheapestBookableRate, isRateBookableBy } from '@portal/domain/pricing/card-price';
import { HotelCardFrom, HotelCardShell } from '@/shared/hotels/hotel-card-frame';
import classes from '@/shared/hotels/hotels.module.css';
import { nonRefundableReason } from '@/shared/hotels/room-rules';
import { RoomsCollapse } from '@/shared/hotels/rooms-collapse';
import { DisneyRoomItem, disneyRoomCents } from './disney-room-item';

type Props = {
  hotel: TDisneyHotel;
  onPick: (room: TDisneyRoom) => void;
  onInfo: (room: TDisneyRoom) => void;
  /** AS agents may book non-refundable rooms: they count for 'Desde' (spec §6) */
  isAgenteAS: boolean;
  /** the first card's image is above the fold (a phone's largest paint): not lazy-loaded */
  eager?: boolean;
};

/** The hotel's rooms: one element in the card until the agent opens them (issue 34, item 2). */
function DisneyRooms({ hotel, onPick, onInfo, isAgenteAS }: Omit<Props, 'eager'>) {
  return hotel.habitaciones.map((room) => (
    <DisneyRoomItem
      key={`${room.id}-${room.rateId}`}
      room={room}
      currency={hotel.currency}
      disabledReason={nonRefundableReason(room, isAgenteAS)}
      onPick={() => onPick(room)}
      onInfo={() => onInfo(room)}
    />
  ));
}

/**
 * spec §3 Hotel (Disney): image, name, currency and rooms; 'Desde' is its cheapest room the
 * agent can book (issue 29, item 14), named under the hotel, not the supplier's first room.
 */
export function DisneyHotelCard({ eager = false, ...rooms }: Props) {
  const { hotel, isAgenteAS } = rooms;
  // each room's price once: a Disney hotel lists a rate per room type and plan
  const prices = new Map(hotel.habitaciones.map((room) => [room, disneyRoomCents(room)]));
  const priceOf = (room: TDisneyRoom) => prices.get(room);
  const cents = cheapestBookableRate(hotel.habitaciones, { priceOf, isAgenteAS });
  const cheapest = hotel.habitaciones.find(
    (r) => cents !== undefined && priceOf(r) === cents && isRateBookableBy(r, isAgenteAS),
  );
  const first = cheapest ?? hotel.summary ?? hotel.habitaciones[0];
  const count = hotel.habitaciones.length;
  return (
    <HotelCardShell name={hotel.name} image={hotel.image} eager={eager}>
      <div className={classes.hotelTitleRow}>
        <h3 className={classes.hotelName}>{hotel.name}</h3>
        <span className={classes.currencyBadge}>{hotel.currency}</span>
      </div>
      {first && (
        <p className={classes.note}>
          {first.name} · {first.rateName}
        </p>
      )}
      <HotelCardFrom
        cents={cents}
        currency={hotel.currency}
        note="por habitación, por estadía"
        count={`${count} ${count === 1 ? 'habitación' : 'habitaciones'}`}
      />
      <RoomsCollapse>
        <DisneyRooms {...rooms} />
      </RoomsCollapse>
    </HotelCardShell>
  );
}
