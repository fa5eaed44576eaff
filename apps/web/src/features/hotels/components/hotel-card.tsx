import { Button, Card, Collapse, Group, Image, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { hotelNameOf, hotelPriceOf, type THotel, type THotelRoom } from '@portal/domain/hotels/hotel-avail';
import { MESSAGES } from '@portal/domain/messages';
import { formatMoney } from '@portal/domain/money';
import { roomPlanLabel, type RoomPlan } from '@portal/domain/room-plans';
import { IconBed, IconChevronDown, IconMapPin } from '@tabler/icons-react';
import { useId } from 'react';
import { mediaUrl } from '../../../shared/media-url';
import { HotelStars } from '../../../shared/hotels/hotel-stars';
import { RoomItem } from './room-item';
import classes from '../../../shared/hotels/hotels.module.css';

type HotelCardProps = {
  hotel: THotel;
  /** the rooms searched, per criteria entry: each rate is listed under the room it is for */
  searched: SearchedRoom[];
  roomState: (room: THotelRoom) => { disabled: boolean; reason?: string };
  onAdd: (room: THotelRoom) => void;
  onPolicies: (room: THotelRoom) => void;
};

export type SearchedRoom = { numbers: number[]; room: RoomPlan };

/** The hotel's rates under the searched room each answers ('Habitación 1: 2 adultos'). */
const ratesBySearchedRoom = (rates: THotelRoom[], searched: SearchedRoom[]) =>
  searched
    .map((s, i) => ({
      label: roomPlanLabel(s.numbers, s.room),
      rates: rates
        .map((room, index) => ({ room, index }))
        .filter(({ room }) => (searched[room.criterio ?? 0] ? (room.criterio ?? 0) : 0) === i),
    }))
    .filter((g) => g.rates.length > 0);

/** spec §2: image, name, star award, cheapest USD price and the expandable rooms. */
export function HotelCard({ hotel, searched, roomState, onAdd, onPolicies }: HotelCardProps) {
  const [opened, { toggle }] = useDisclosure(false);
  const roomsId = useId();
  const name = hotelNameOf(hotel);
  const price = hotelPriceOf(hotel);
  return (
    <Card withBorder radius="md" padding="md" className={classes.card} component="article" aria-label={name}>
      {hotel.imgURL && (
        <Card.Section>
          <Image src={mediaUrl(hotel.imgURL)} alt="" h={160} fit="cover" loading="lazy" />
        </Card.Section>
      )}
      <Stack gap={4} mt="sm">
        <Text component="h3" fw={700} fz="lg" m={0} lh={1.25}>
          {name}
        </Text>
        <HotelStars award={hotel.award} />
        {hotel.direccion && (
          <Text size="sm" c="dimmed">
            <IconMapPin size={14} aria-hidden style={{ verticalAlign: -2 }} /> {hotel.direccion}
          </Text>
        )}
      </Stack>
      <Group justify="space-between" align="flex-end" mt="sm">
        <div>
          <Text size="xs" c="dimmed">
            Desde
          </Text>
          <Text fw={800} fz="xl" lh={1.1}>
            {price === undefined ? MESSAGES.missingValue : formatMoney(price, 'USD')}
          </Text>
          <Text size="xs" c="dimmed">
            {MESSAGES.stayPriceNote}
          </Text>
        </div>
        <Text size="xs" c="dimmed">
          {hotel.habitaciones.length} tarifas
        </Text>
      </Group>
      <Button
        mt="sm"
        variant="outline"
        fullWidth
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={roomsId}
        rightSection={
          <IconChevronDown
            size={16}
            aria-hidden
            style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          />
        }
      >
        {MESSAGES.seeRooms}
      </Button>
      <Collapse expanded={opened} id={roomsId}>
        <Stack gap="md" mt="sm">
          {ratesBySearchedRoom(hotel.habitaciones, searched).map(({ label, rates }) => (
            <Stack key={label} gap="sm" role="group" aria-label={label}>
              <Text fw={700} size="sm">
                <IconBed size={16} aria-hidden style={{ verticalAlign: -3 }} /> {label}
              </Text>
              {rates.map(({ room, index }) => {
                const state = roomState(room);
                return (
                  <RoomItem
                    key={index}
                    room={room}
                    disabled={state.disabled}
                    disabledReason={state.reason}
                    onAdd={() => onAdd(room)}
                    onPolicies={() => onPolicies(room)}
                  />
                );
              })}
            </Stack>
          ))}
        </Stack>
      </Collapse>
    </Card>
  );
}
