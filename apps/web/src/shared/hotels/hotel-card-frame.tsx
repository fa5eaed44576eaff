import { Card, Group, Image, Stack, Text } from '@mantine/core';
import { hotelNameOf, type THotel } from '@portal/domain/hotels/hotel-avail';
import { MESSAGES } from '@portal/domain/messages';
import { formatMoney, type Cents, type Currency } from '@portal/domain/money';
import { IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { HotelStars } from '@/shared/hotels/hotel-stars';
import { RoomsCollapse } from '@/shared/hotels/rooms-collapse';
import { mediaUrl } from '@/shared/media-url';
import { ResultCard } from '@/shared/results/card-grid';

/** A hotel card's picture; the first card's is above the fold (a phone's largest paint): not lazy. */
export function HotelCardImage({ src, eager }: { src: string; eager: boolean }) {
  return (
    <Card.Section>
      <Image src={mediaUrl(src)} alt="" h={160} fit="cover" loading={eager ? 'eager' : 'lazy'} />
    </Card.Section>
  );
}

type FromProps = {
  /** in cents (undefined: no rate the agent can book has a price) */
  cents: Cents | undefined;
  currency: Currency;
  /** what the price covers */
  note: string;
  /** how many rooms or rates the card holds */
  count: string;
};

/** A hotel card's 'Desde': the cheapest rate the agent can book (issue 29, item 14). */
export function HotelCardFrom({ cents, currency, note, count }: FromProps) {
  return (
    <Group justify="space-between" align="flex-end" mt="sm">
      <div>
        <Text size="xs" c="dimmed">
          Desde
        </Text>
        <Text fw={800} fz="xl" lh={1.1}>
          {cents === undefined ? MESSAGES.missingValue : formatMoney(cents, currency)}
        </Text>
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      </div>
      <Text size="xs" c="dimmed">
        {count}
      </Text>
    </Group>
  );
}

/**
 * spec §2 hotel card of the providers' hotel shape (spec §3 Hotel): image, name, star award,
 * address, 'Desde' and its rooms on demand (`children`, laid out by the feature). 'Desde' is
 * the feature's figure: the cheapest rate the agent can book, priced as its rooms show it
 * (issue 29, item 14; domain pricing/card-price.ts).
 */
export function HotelCardFrame({
  hotel,
  children,
  from,
  roomsGap,
  eager = false,
}: {
  hotel: THotel;
  children: ReactNode;
  /** 'Desde', in cents (undefined: no rate the agent can book has a price) */
  from: Cents | undefined;
  roomsGap?: 'sm' | 'md';
  eager?: boolean;
}) {
  const name = hotelNameOf(hotel);
  return (
    <ResultCard article aria-label={name}>
      {hotel.imgURL && <HotelCardImage src={hotel.imgURL} eager={eager} />}
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
      <HotelCardFrom
        cents={from}
        currency="USD"
        note={MESSAGES.stayPriceNote}
        count={`${hotel.habitaciones.length} tarifas`}
      />
      <RoomsCollapse gap={roomsGap}>{children}</RoomsCollapse>
    </ResultCard>
  );
}
