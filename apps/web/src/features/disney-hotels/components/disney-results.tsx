import { Stack } from '@mantine/core';
import type { TDisneyHotel, TDisneyRoom } from '@portal/domain/hotels/multi-hotel-dispo';
import { roomPlanText } from '@portal/domain/room-plans';
import { lazy, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TSession } from '@/shared/auth/session-cookie';
import classes from '@/shared/hotels/hotels.module.css';
import { ResultsHeader } from '@/shared/hotels/results-header';
import { ResultsSkeleton } from '@/shared/hotels/results-skeleton';
import { ResultsStatus } from '@/shared/hotels/results-status';
import { OpenedOnce } from '@/shared/opened-once';
import { useStartBooking } from '@/shared/order-summary/use-start-booking';
import { paths } from '@/shared/paths';
import { SlicedList } from '@/shared/results/sliced-list';
import { useDisneyHotels } from '../api/search-disney-hotels';
import { buildDisneyDraft } from '../model/disney-order';
import { disneyDispoRequest } from '../model/requests';
import { saveRoomPick } from '../model/room-pick';
import {
  DISNEY_DESTINATIONS,
  disneySearchParams,
  ticketEntryDateOf,
  type TCompleteDisneySearch,
} from '../model/search-params';
import { DisneyHotelCard } from './disney-hotel-card';

type Props = { search: TCompleteDisneySearch; user: TSession };

// The room dialog (Mantine's Modal) loads when an agent asks for a room's info (issue 19).
const DisneyRoomDialog = lazy(() =>
  import('./disney-room-dialog').then((m) => ({ default: m.DisneyRoomDialog })),
);

/** spec §2 hotel-results?provider=disney|disneyland; spec §4 picking a room. */
export function DisneyResults({ search, user }: Props) {
  const query = useDisneyHotels(disneyDispoRequest(search, user));
  const navigate = useNavigate();
  const startBooking = useStartBooking();
  const [info, setInfo] = useState<{ hotel: TDisneyHotel; room: TDisneyRoom } | null>(null);
  const back = paths.disneyHotels.disney.getHref(disneySearchParams(search));
  const hotels = query.data?.hoteles ?? [];
  if (query.isError || (query.isSuccess && hotels.length === 0))
    return <ResultsStatus error={query.error} back={back} />;

  // spec §4: a package rate goes to the ticket choice first; any other to the passenger form
  const pick = (hotel: TDisneyHotel, room: TDisneyRoom) => {
    if (!room.requiredTicket) return startBooking(buildDisneyDraft({ search, hotel, room }));
    saveRoomPick({ search, hotel, room });
    navigate(paths.disneyHotels.ticketDisney.getHref());
  };
  const rooms = `${search.rooms} ${search.rooms === 1 ? 'habitación' : 'habitaciones'}`;

  return (
    <Stack gap="lg">
      <ResultsHeader
        count={hotels.length}
        waiting={query.isPending}
        stay={search}
        detail={`${DISNEY_DESTINATIONS[search.destino]} · ${rooms} · cada una ${roomPlanText({ adults: search.adults, childAges: search.childAges })}`}
        back={back}
      />
      {query.isPending ? (
        <ResultsSkeleton banner={false} />
      ) : (
        <SlicedList items={hotels} className={classes.grid}>
          {(hotel, index) => (
            <DisneyHotelCard
              key={hotel.id}
              hotel={hotel}
              eager={index === 0}
              isAgenteAS={user.isAgenteAS}
              onPick={(room) => pick(hotel, room)}
              onInfo={(room) => setInfo({ hotel, room })}
            />
          )}
        </SlicedList>
      )}
      <OpenedOnce opened={info !== null}>
        <DisneyRoomDialog
          room={info?.room ?? null}
          hotelName={info?.hotel.name ?? ''}
          stay={search}
          ticketEntryDate={ticketEntryDateOf(search)}
          onClose={() => setInfo(null)}
        />
      </OpenedOnce>
    </Stack>
  );
}
