import { Badge, Group, Text } from '@mantine/core';
import type { TDisneyHotel, TDisneyRoom } from '@portal/domain/hotels/multi-hotel-dispo';
import { cheapestBookableRate, isRateBookableBy } from '@portal/domain/pricing/card-price';
import { HotelCardFrom, HotelCardImage } from '@/shared/hotels/hotel-card-frame';
import { nonRefundableReason } from '@/shared/hotels/room-rules';
import { RoomsCollapse } from '@/shared/hotels/rooms-collapse';
import { ResultCard } from '@/shared/results/card-grid';
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

/**
 * spec §3 Hotel (Disney): image, name, currency and rooms; 'Desde' is its cheapest room the
 * agent can book (issue 29, item 14), named under the hotel, not the supplier's first room.
 */
export function DisneyHotelCard({ hotel, onPick, onInfo, isAgenteAS, eager = false }: Props) {
  const cents = cheapestBookableRate(hotel.habitaciones, { priceOf: disneyRoomCents, isAgenteAS });
  const cheapest = hotel.habitaciones.find(
    (r) => cents !== undefined && disneyRoomCents(r) === cents && isRateBookableBy(r, isAgenteAS),
  );
  const first = cheapest ?? hotel.summary ?? hotel.habitaciones[0];
  const count = hotel.habitaciones.length;
  return (
    <ResultCard article aria-label={hotel.name}>
      {hotel.image && <HotelCardImage src={hotel.image} eager={eager} />}
      <Group justify="space-between" align="flex-start" mt="sm" wrap="nowrap">
        <Text component="h3" fw={700} fz="lg" m={0} lh={1.25}>
          {hotel.name}
        </Text>
        <Badge variant="default" tt="none" style={{ flexShrink: 0 }}>
          {hotel.currency}
        </Badge>
      </Group>
      {first && (
        <Text size="sm" c="dimmed">
          {first.name} · {first.rateName}
        </Text>
      )}
      <HotelCardFrom
        cents={cents}
        currency={hotel.currency}
        note="por habitación, por estadía"
        count={`${count} ${count === 1 ? 'habitación' : 'habitaciones'}`}
      />
      <RoomsCollapse onDemand>
        {hotel.habitaciones.map((room) => (
          <DisneyRoomItem
            key={`${room.id}-${room.rateId}`}
            room={room}
            currency={hotel.currency}
            disabledReason={nonRefundableReason(room, isAgenteAS)}
            onPick={() => onPick(room)}
            onInfo={() => onInfo(room)}
          />
        ))}
      </RoomsCollapse>
    </ResultCard>
  );
}
