import { Badge, Card, Group, Image, Text } from '@mantine/core';
import type { TDisneyHotel, TDisneyRoom } from '@portal/domain/hotels/multi-hotel-dispo';
import { MESSAGES } from '@portal/domain/messages';
import { formatMoney } from '@portal/domain/money';
import { cheapestBookableRate, isRateBookableBy } from '@portal/domain/pricing/card-price';
import classes from '@/shared/hotels/hotels.module.css';
import { RoomsCollapse } from '@/shared/hotels/rooms-collapse';
import { mediaUrl } from '@/shared/media-url';
import { DisneyRoomItem, disneyRoomCents } from './disney-room-item';

type Props = {
  hotel: TDisneyHotel;
  disabledReason: (room: TDisneyRoom) => string | undefined;
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
export function DisneyHotelCard({ hotel, disabledReason, onPick, onInfo, isAgenteAS, eager = false }: Props) {
  const cents = cheapestBookableRate(hotel.habitaciones, { priceOf: disneyRoomCents, isAgenteAS });
  const cheapest = hotel.habitaciones.find(
    (r) => cents !== undefined && disneyRoomCents(r) === cents && isRateBookableBy(r, isAgenteAS),
  );
  const first = cheapest ?? hotel.summary ?? hotel.habitaciones[0];
  const count = hotel.habitaciones.length;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      className={classes.card}
      component="article"
      aria-label={hotel.name}
    >
      {hotel.image && (
        <Card.Section>
          <Image src={mediaUrl(hotel.image)} alt="" h={160} fit="cover" loading={eager ? 'eager' : 'lazy'} />
        </Card.Section>
      )}
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
      <Group justify="space-between" align="flex-end" mt="sm">
        <div>
          <Text size="xs" c="dimmed">
            Desde
          </Text>
          <Text fw={800} fz="xl" lh={1.1}>
            {cents === undefined ? MESSAGES.missingValue : formatMoney(cents, hotel.currency)}
          </Text>
          <Text size="xs" c="dimmed">
            por habitación, por estadía
          </Text>
        </div>
        <Text size="xs" c="dimmed">
          {count} {count === 1 ? 'habitación' : 'habitaciones'}
        </Text>
      </Group>
      <RoomsCollapse onDemand>
        {hotel.habitaciones.map((room) => (
          <DisneyRoomItem
            key={`${room.id}-${room.rateId}`}
            room={room}
            currency={hotel.currency}
            disabledReason={disabledReason(room)}
            onPick={() => onPick(room)}
            onInfo={() => onInfo(room)}
          />
        ))}
      </RoomsCollapse>
    </Card>
  );
}
