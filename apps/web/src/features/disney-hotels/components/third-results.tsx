import { Stack } from '@mantine/core';
import { hotelNameOf, type THotel, type THotelRoom } from '@portal/domain/hotels/hotel-avail';
import { MESSAGES } from '@portal/domain/messages';
import { roomPlanLabel, roomPlansTotalsLabel } from '@portal/domain/room-plans';
import { isRoomNonRefundable } from '@portal/domain/small-rules';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TSession } from '@/shared/auth/session-cookie';
import classes from '@/shared/hotels/hotels.module.css';
import { ResultsSkeleton } from '@/shared/hotels/results-skeleton';
import { OpenedOnce } from '@/shared/opened-once';
import { hotelResultFacts, withRates } from '@/shared/hotels/hotel-result-facts';
import { NO_CRITERIA, refineOptions, refineResults } from '@/shared/results/refine-results';
import { ShowMoreList } from '@/shared/results/show-more-list';
import { useOrderDraftStore } from '@/shared/order-summary/order-draft-store';
import { paths } from '@/shared/paths';
import { useThirdHotels } from '../api/search-third-hotels';
import { thirdDispoRequest } from '../model/requests';
import { buildThirdDraft, searchedRoomOf } from '../model/third-order';
import { thirdSearchParams, type TCompleteThirdSearch } from '../model/third-search-params';
import { ResultsHeader } from './results-header';
import { ResultsStatus } from './results-status';
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
  const navigate = useNavigate();
  const setDraft = useOrderDraftStore((s) => s.setDraft);
  const [policies, setPolicies] = useState<{ hotel: THotel; room: THotelRoom } | null>(null);
  const [criteria, setCriteria] = useState(NO_CRITERIA);
  const back = paths.disneyHotels.estadias.getHref(thirdSearchParams(search));
  const hotels = useMemo(() => query.data?.hoteles ?? [], [query.data]);
  // sort and filter (issue 29, item 18)
  const isAgenteAS = user.isAgenteAS;
  const options = useMemo(
    () => refineOptions(hotels.map((h) => hotelResultFacts(h, { isAgenteAS }))),
    [hotels, isAgenteAS],
  );
  const refined = useMemo(
    () =>
      refineResults(hotels, (h) => hotelResultFacts(h, { isAgenteAS }), criteria).map((r) =>
        withRates(r.item, r.rates),
      ),
    [hotels, isAgenteAS, criteria],
  );

  if (query.isPending) return <ResultsSkeleton />;
  if (query.isError || hotels.length === 0) return <ResultsStatus error={query.error} back={back} />;

  const pick = (hotel: THotel, room: THotelRoom) => {
    setDraft(buildThirdDraft({ search, hotel, room }));
    navigate(paths.formPax.getHref('provider'));
  };
  const searchedOf = (room: THotelRoom) => {
    const index = search.rooms.indexOf(searchedRoomOf(search, room));
    return roomPlanLabel([index + 1], search.rooms[index]!);
  };
  // spec §4, §6: non-refundable rooms only for AS agents
  const disabledReason = (room: THotelRoom) =>
    isRoomNonRefundable(room) && !user.isAgenteAS ? MESSAGES.nonRefundableOnlyAS : undefined;

  return (
    <Stack gap="lg">
      <ResultsHeader
        count={hotels.length}
        checkin={search.checkin}
        checkout={search.checkout}
        detail={`${search.destino || search.iata} · ${roomPlansTotalsLabel(search.rooms)}`}
        back={back}
      />
      {hotels.length > 1 && (
        <Suspense fallback={null}>
          <ResultsToolbar
            criteria={criteria}
            onChange={setCriteria}
            options={options}
            matching={refined.length}
            total={hotels.length}
          />
        </Suspense>
      )}
      <ShowMoreList key={JSON.stringify(criteria)} items={refined} className={classes.grid} noun="hoteles">
        {(hotel, index) => (
          <ThirdHotelCard
            key={String(hotel.hotelID)}
            hotel={hotel}
            eager={index === 0}
            searchedOf={searchedOf}
            disabledReason={disabledReason}
            isAgenteAS={user.isAgenteAS}
            onPick={(room) => pick(hotel, room)}
            onPolicies={(room) => setPolicies({ hotel, room })}
          />
        )}
      </ShowMoreList>
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
