import { Button, Card, Collapse, Group, Image, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { hotelNameOf, hotelPriceOf, type THotel, type THotelRoom } from '@portal/domain/hotels/hotel-avail';
import { MESSAGES } from '@portal/domain/messages';
import { formatMoney } from '@portal/domain/money';
import { IconChevronDown, IconMapPin } from '@tabler/icons-react';
import { useId } from 'react';
import { HotelStars } from '../../../shared/hotels/hotel-stars';
import classes from '../../../shared/hotels/hotels.module.css';
import { mediaUrl } from '../../../shared/media-url';
import { ThirdRoomItem } from './third-room-item';

type Props = {
  hotel: THotel;
  searchedOf: (room: THotelRoom) => string;
  disabledReason: (room: THotelRoom) => string | undefined;
  onPick: (room: THotelRoom) => void;
  onPolicies: (room: THotelRoom) => void;
};

/** A third-provider hotel (spec §3 Hotel): image, name, stars, address, cheapest rate, its rooms. */
export function ThirdHotelCard({ hotel, searchedOf, disabledReason, onPick, onPolicies }: Props) {
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
        <Stack gap="sm" mt="sm">
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
        </Stack>
      </Collapse>
    </Card>
  );
}
