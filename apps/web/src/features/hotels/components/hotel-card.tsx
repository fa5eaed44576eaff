import { Stack, Text } from '@mantine/core';
import { hotelPriceOf, type THotel, type THotelRoom } from '@portal/domain/hotels/hotel-avail';
import { roomPlanLabel, type RoomPlan } from '@portal/domain/room-plans';
import { IconBed } from '@tabler/icons-react';
import { useAuthStore } from '@/shared/auth/auth-store';
import { HotelCardFrame } from '@/shared/hotels/hotel-card-frame';
import { RoomItem } from './room-item';

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

/** The card's rates, under the searched room each answers: rendered when the agent opens them. */
function HotelRooms({ hotel, searched, roomState, onAdd, onPolicies }: HotelCardProps) {
  return ratesBySearchedRoom(hotel.habitaciones, searched).map(({ label, rates }) => (
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
  ));
}

/** spec §2: image, name, star award, cheapest USD price and the expandable rooms. */
export function HotelCard(props: HotelCardProps) {
  // 'Desde': the cheapest sale rate (spec §4) the agent can book (issue 29, item 14)
  const isAgenteAS = useAuthStore((s) => s.user?.isAgenteAS === true);
  // the rooms are one element until opened: a phone renders the first cards with the page, and
  // grouping and stating every rate of each was part of that render (issue 34, item 2)
  return (
    <HotelCardFrame hotel={props.hotel} from={hotelPriceOf(props.hotel, isAgenteAS)} roomsGap="md">
      <HotelRooms {...props} />
    </HotelCardFrame>
  );
}
