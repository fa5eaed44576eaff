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

/** spec §2: image, name, star award, cheapest USD price and the expandable rooms. */
export function HotelCard({ hotel, searched, roomState, onAdd, onPolicies }: HotelCardProps) {
  // 'Desde': the cheapest sale rate (spec §4) the agent can book (issue 29, item 14)
  const isAgenteAS = useAuthStore((s) => s.user?.isAgenteAS === true);
  return (
    <HotelCardFrame hotel={hotel} from={hotelPriceOf(hotel, isAgenteAS)} roomsGap="md">
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
    </HotelCardFrame>
  );
}
