import { Alert, Button, EmptyState, Stack } from '@mantine/core';
import { allRoomsSelected, type RoomSelection } from '@portal/domain/cart';
import type { TCitiesZonesResponse } from '@portal/domain/catalogue/cities-zones';
import { hotelNameOf, hotelsOf, type THotel, type THotelRoom } from '@portal/domain/hotels/hotel-avail';
import { MESSAGES } from '@portal/domain/messages';
import { roomsOfCriteria } from '@portal/domain/room-plans';
import { IconAlertCircle, IconBedOff, IconFilterOff, IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ApiError } from '@/shared/api-client';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useHotelAvail } from '../api/search-hotel-avail';
import { roomButtonState } from '../model/room-state';
import type { HotelSearch, SearchKind } from '../model/search-store';
import { ProviderAlerts } from './provider-alerts';
import { HotelCard } from './hotel-card';
import { ProviderResults } from './provider-results';
import { SupplierProgress } from './supplier-progress';
import { ResultsBanner } from './results-banner';
import { ResultsSkeleton } from '@/shared/hotels/results-skeleton';
import { RoomPoliciesDialog } from '@/shared/hotels/room-policies-dialog';
import { useAddRoom } from './use-add-room';
import { useRefinedHotels } from '@/shared/hotels/use-refined-hotels';
import { ResultsToolbar } from '@/shared/results/results-toolbar';
import { PAGE_SIZE } from '@/shared/results/show-more-list';
import { FIRST_SCREEN } from '@/shared/results/sliced-list';

type HotelResultsProps = {
  kind: SearchKind;
  search: HotelSearch;
  selection: RoomSelection | undefined;
  catalogue: TCitiesZonesResponse | undefined;
};

const PROVIDERS = ['Omnibees', 'Prestige', 'HBSI'] as const;
const MIN_PAGE = 4;

/** spec §2, §4: banner, supplier alerts, hotels per provider, empty and error states. */
export function HotelResults({ kind, search, selection, catalogue }: HotelResultsProps) {
  const avail = useHotelAvail(search.request, search.id);
  const isAgenteAS = useAuthStore((s) => s.user?.isAgenteAS ?? false);
  const addRoom = useAddRoom(kind, search, catalogue);
  const [policies, setPolicies] = useState<{ hotel: THotel; room: THotelRoom } | null>(null);
  // the suppliers that answered so far (issue 34, item 3), in the order the sections show them
  // (spec §4: listed per provider); the toolbar sorts and filters them again as more arrive
  const answer = avail.data?.answer;
  const found = useMemo(
    () =>
      answer
        ? hotelsOf(answer).sort((a, b) => PROVIDERS.indexOf(a.provider) - PROVIDERS.indexOf(b.provider))
        : [],
    [answer],
  );
  const { refined, listKey, toolbar, clearCriteria } = useRefinedHotels(found, isAgenteAS);

  if (avail.isPending) return <ResultsSkeleton />;
  if (avail.isError) {
    const detail =
      avail.error instanceof ApiError && avail.error.status >= 400 && avail.error.status < 500
        ? avail.error.message
        : undefined;
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle aria-hidden />}
        title={MESSAGES.availabilitySearchError}
      >
        {detail}
      </Alert>
    );
  }

  const { searching, done } = avail.data;
  const sel = selection ?? { selected: 0, requested: 1 };
  const roomState = (room: THotelRoom) => roomButtonState(sel, room, isAgenteAS);
  const searched = roomsOfCriteria(search.request.roomCriteriaList);
  const sections = PROVIDERS.map((provider) => ({
    provider,
    hotels: refined.filter((f) => f.provider === provider).map((f) => f.hotel),
  })).filter((s) => s.hotels.length > 0);
  // the first page holds about PAGE_SIZE cards whatever the providers (issue 29, item 18),
  // counting those still searching: the first to answer does not take the whole page
  const lists = sections.length + searching.length;
  const pageSize = Math.max(MIN_PAGE, Math.ceil(PAGE_SIZE / Math.max(1, lists)));
  // and the first screen's cards are the page's, not each list's (issue 34, item 2)
  const firstPaint = Math.ceil(FIRST_SCREEN / Math.max(1, lists));

  return (
    <Stack gap="lg">
      <ResultsBanner
        count={found.length}
        destinoLabel={search.destinoLabel}
        stay={search.request.stayRange}
        selection={selection}
        searched={searched}
        waiting={!done && found.length === 0}
      />
      <SupplierProgress searching={searching} />
      <ProviderAlerts answer={avail.data.answer} />
      {allRoomsSelected(sel) && (
        <Alert color="green" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
          {MESSAGES.roomLimitReached}. Para elegir otras, haga una nueva búsqueda.
        </Alert>
      )}
      {found.length === 0 && !done && <ResultsSkeleton banner={false} />}
      {found.length === 0 && done && (
        <EmptyState
          icon={<IconBedOff size={32} aria-hidden />}
          withIndicatorBackground
          title={MESSAGES.noAvailability}
          description="Pruebe con otras fechas, otro destino u otra categoría."
        />
      )}
      {found.length > 1 && <ResultsToolbar {...toolbar} />}
      {found.length > 0 && refined.length === 0 && (
        <EmptyState
          icon={<IconFilterOff size={32} aria-hidden />}
          withIndicatorBackground
          title="Ningún hotel cumple estos filtros"
          description={
            <Button variant="default" mt="xs" onClick={clearCriteria}>
              Quitar filtros
            </Button>
          }
        />
      )}
      {sections.map(({ provider, hotels }) => (
        <ProviderResults
          key={`${provider}-${listKey}-${pageSize}`}
          provider={provider}
          hotels={hotels}
          pageSize={pageSize}
          firstPaint={firstPaint}
        >
          {(hotel) => (
            <HotelCard
              key={String(hotel.hotelID)}
              hotel={hotel}
              searched={searched}
              roomState={roomState}
              onAdd={(room) => addRoom(hotel, room)}
              onPolicies={(room) => setPolicies({ hotel, room })}
            />
          )}
        </ProviderResults>
      ))}
      <RoomPoliciesDialog
        room={policies?.room ?? null}
        hotelName={policies ? hotelNameOf(policies.hotel) : ''}
        onClose={() => setPolicies(null)}
      />
    </Stack>
  );
}
