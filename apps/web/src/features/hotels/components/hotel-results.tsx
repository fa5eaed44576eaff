import { Alert, EmptyState, Stack } from '@mantine/core';
import { allRoomsSelected, type RoomSelection } from '@portal/domain/cart';
import type { TCitiesZonesResponse } from '@portal/domain/catalogue/cities-zones';
import { nightCount } from '@portal/domain/dates';
import { hotelNameOf, hotelsOf, type THotel, type THotelRoom } from '@portal/domain/hotels/hotel-avail';
import { MESSAGES } from '@portal/domain/messages';
import { roomsOfCriteria } from '@portal/domain/room-plans';
import { IconAlertCircle, IconBedOff, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../shared/api-client';
import { useAuthStore } from '../../../shared/auth/auth-store';
import { useHotelAvail } from '../api/search-hotel-avail';
import { roomButtonState } from '../model/room-state';
import type { HotelSearch, SearchKind } from '../model/search-store';
import { ProviderAlerts } from './provider-alerts';
import { ProviderResults } from './provider-results';
import { ResultsBanner } from './results-banner';
import { ResultsSkeleton } from '../../../shared/hotels/results-skeleton';
import { RoomPoliciesDialog } from '../../../shared/hotels/room-policies-dialog';
import { useAddRoom } from './use-add-room';

type HotelResultsProps = {
  kind: SearchKind;
  search: HotelSearch;
  selection: RoomSelection | undefined;
  catalogue: TCitiesZonesResponse | undefined;
};

const PROVIDERS = ['Omnibees', 'Prestige', 'HBSI'] as const;

/** spec §2, §4: banner, supplier alerts, hotels per provider, empty and error states. */
export function HotelResults({ kind, search, selection, catalogue }: HotelResultsProps) {
  const avail = useHotelAvail(search.request, search.id);
  const isAgenteAS = useAuthStore((s) => s.user?.isAgenteAS ?? false);
  const addRoom = useAddRoom(kind, search, catalogue);
  const [policies, setPolicies] = useState<{ hotel: THotel; room: THotelRoom } | null>(null);

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

  const found = hotelsOf(avail.data);
  const { checkin, checkout } = search.request.stayRange;
  const sel = selection ?? { selected: 0, requested: 1 };
  const roomState = (room: THotelRoom) => roomButtonState(sel, room, isAgenteAS);
  const searched = roomsOfCriteria(search.request.roomCriteriaList);

  return (
    <Stack gap="lg">
      <ResultsBanner
        count={found.length}
        nights={nightCount(checkin, checkout)}
        destinoLabel={search.destinoLabel}
        checkin={checkin}
        checkout={checkout}
        selection={selection}
        searched={searched}
      />
      <ProviderAlerts answer={avail.data} />
      {allRoomsSelected(sel) && (
        <Alert color="green" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
          {MESSAGES.roomLimitReached}. Para elegir otras, haga una nueva búsqueda.
        </Alert>
      )}
      {found.length === 0 && (
        <EmptyState
          icon={<IconBedOff size={32} aria-hidden />}
          withIndicatorBackground
          title={MESSAGES.noAvailability}
          description="Pruebe con otras fechas, otro destino u otra categoría."
        />
      )}
      {PROVIDERS.map((provider) => {
        const hotels = found.filter((f) => f.provider === provider).map((f) => f.hotel);
        if (hotels.length === 0) return null;
        return (
          <ProviderResults
            key={provider}
            provider={provider}
            hotels={hotels}
            searched={searched}
            roomState={roomState}
            onAdd={addRoom}
            onPolicies={(hotel, room) => setPolicies({ hotel, room })}
          />
        );
      })}
      <RoomPoliciesDialog
        room={policies?.room ?? null}
        hotelName={policies ? hotelNameOf(policies.hotel) : ''}
        onClose={() => setPolicies(null)}
      />
    </Stack>
  );
}
