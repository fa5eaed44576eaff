import { Stack } from '@mantine/core';
import { hotelNameOf, type THotel, type THotelRoom } from '@portal/domain/hotels/hotel-avail';
import { roomPlanLabel, roomPlansTotalsLabel } from '@portal/domain/room-plans';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { TSession } from '@/shared/auth/session-cookie';
import classes from '@/shared/hotels/hotels.module.css';
import { ResultsHeader } from '@/shared/hotels/results-header';
import { ResultsSkeleton } from '@/shared/hotels/results-skeleton';
import { ResultsStatus } from '@/shared/hotels/results-status';
import { useRefinedHotels } from '@/shared/hotels/use-refined-hotels';
import { OpenedOnce } from '@/shared/opened-once';
import { useStartBooking } from '@/shared/order-summary/use-start-booking';
import { paths } from '@/shared/paths';
import { ShowMoreList } from '@/shared/results/show-more-list';
import { useThirdHotels } from '../api/search-third-hotels';
import { thirdDispoRequest } from '../model/requests';
import { buildThirdDraft, searchedRoomOf } from '../model/third-order';
import { thirdSearchParams, type TCompleteThirdSearch } from '../model/third-search-params';
import { ThirdHotelCard } from './third-hotel-card';

type Props = { search: TCompleteThirdSearch; user: TSession };

// hotel-results is a first screen (its page-weight budget): the toolbar's checkbox and chips
// would bring Mantine's picker and overlay chunks with them, so it loads after (issue 29, item 18).
const ResultsToolbar = lazy(() =>
  import('@/shared/results/results-toolbar').then((m) => ({ default: m.ResultsToolbar })),
);

// The policies dialog (Mantine's Modal) loads when an agent opens it (issue 19).
const RoomPoliciesDialog = lazy(() =>
  import('@/shared/hotels/room-policies-dialog').then((m) => ({ default: m.RoomPoliciesDialog })),
);

/** spec §2 hotel-results?provider=tercero: one room picked per booking (hotelResV2). */
export function ThirdResults({ search, user }: Props) {
  const query = useThirdHotels(thirdDispoRequest(search, user));
  const startBooking = useStartBooking();
  const [policies, setPolicies] = useState<{ hotel: THotel; room: THotelRoom } | null>(null);
  const back = paths.disneyHotels.estadias.getHref(thirdSearchParams(search));
  const found = useMemo(() => (query.data?.hoteles ?? []).map((hotel) => ({ hotel })), [query.data]);
  // sort and filter (issue 29, item 18)
  const { refined, listKey, toolbar } = useRefinedHotels(found, user.isAgenteAS);

  if (query.isError || (query.isSuccess && found.length === 0))
    return <ResultsStatus error={query.error} back={back} />;

  const searchedOf = (room: THotelRoom) => {
    const index = search.rooms.indexOf(searchedRoomOf(search, room));
    return roomPlanLabel([index + 1], search.rooms[index]!);
  };

  return (
    <Stack gap="lg">
      <ResultsHeader
        count={found.length}
        waiting={query.isPending}
        stay={search}
        detail={`${search.destino || search.iata} · ${roomPlansTotalsLabel(search.rooms)}`}
        back={back}
      />
      {found.length > 1 && (
        <Suspense fallback={null}>
          <ResultsToolbar {...toolbar} />
        </Suspense>
      )}
      {query.isPending ? (
        <ResultsSkeleton banner={false} />
      ) : (
        <ShowMoreList key={listKey} items={refined} className={classes.grid} noun="hoteles">
          {({ hotel }, index) => (
            <ThirdHotelCard
              key={String(hotel.hotelID)}
              hotel={hotel}
              eager={index === 0}
              searchedOf={searchedOf}
              isAgenteAS={user.isAgenteAS}
              onPick={(room) => startBooking(buildThirdDraft({ search, hotel, room }))}
              onPolicies={(room) => setPolicies({ hotel, room })}
            />
          )}
        </ShowMoreList>
      )}
      <OpenedOnce opened={policies !== null}>
        <RoomPoliciesDialog
          room={policies?.room ?? null}
          hotelName={policies ? hotelNameOf(policies.hotel) : ''}
          onClose={() => setPolicies(null)}
        />
      </OpenedOnce>
    </Stack>
  );
}
