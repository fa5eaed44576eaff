import '@/shared/hotels/hotels-styles';
import { Stack, Text, Title } from '@mantine/core';
import { calendarMinDate } from '@portal/domain/dates-calendar';
import { agencyToday } from '@portal/domain/dates';
import { defaultRoomPlans } from '@portal/domain/room-plans';
import { useEffect, useRef, useState } from 'react';
import { useAuthStore } from '@/shared/auth/auth-store';
import { revealResults } from '@/shared/results/reveal-results';
import resultsClasses from '@/shared/results/results.module.css';
import { useCitiesZones } from '../api/get-cities-zones';
import { HotelResults } from '../components/hotel-results';
import { SearchForm } from '../components/search-form';
import { readCheckInOut, saveCheckInOut } from '../model/check-in-out';
import { buildAvailRequest, valuesOfRequest, type SearchFormValues } from '../model/search-request';
import { useHotelSearchStore, type SearchKind } from '../model/search-store';

const TITLES: Record<SearchKind, { title: string; text: string }> = {
  main: { title: 'Alojamiento', text: 'Hoteles de Omnibees y Prestige en un solo lugar.' },
  orlando: {
    title: 'Hoteles en Orlando',
    text: 'Hoteles de 5 estrellas en Orlando, disponibilidad de HBSI.',
  },
};

/** The stay of the last search (spec §4 'checkinOut') when it can still be booked. */
const initialRange = (today: string, isAgenteAS: boolean): SearchFormValues['stayRange'] => {
  const saved = readCheckInOut();
  return saved && saved.checkin >= calendarMinDate({ today, isAgenteAS })
    ? saved
    : { checkin: null, checkout: null };
};

/** hotelesNew and hotelesNewHBSI (spec §2): the same screen, the Orlando one with fixed search. */
export function HotelSearchScreen({ kind }: { kind: SearchKind }) {
  const user = useAuthStore((s) => s.user);
  const catalogue = useCitiesZones();
  const search = useHotelSearchStore((s) => s.searches[kind]);
  const selection = useHotelSearchStore((s) => s.selections[kind]);
  const startSearch = useHotelSearchStore((s) => s.startSearch);
  const [today] = useState(() => agencyToday(new Date()));
  const isAgenteAS = user?.isAgenteAS ?? false;
  const [initial] = useState<SearchFormValues>(() =>
    search
      ? valuesOfRequest(search.request)
      : {
          destino: null,
          stayRange: initialRange(today, isAgenteAS),
          rooming: defaultRoomPlans(),
          categoriaHotel: 0,
        },
  );

  // a search the agent starts here shows its results in view (not one kept from before)
  const results = useRef<HTMLDivElement>(null);
  const reveal = useRef(false);
  const searchId = search?.id;
  useEffect(() => {
    if (!reveal.current || searchId === undefined) return;
    reveal.current = false;
    revealResults(results.current);
  }, [searchId]);

  const onSearch = (values: SearchFormValues, destinoLabel: string) => {
    if (!user) return;
    const request = buildAvailRequest(values, user, kind);
    saveCheckInOut(request.stayRange);
    reveal.current = true;
    startSearch(kind, request, kind === 'orlando' ? 'Orlando, Florida, Estados Unidos' : destinoLabel);
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{TITLES[kind].title}</Title>
        <Text c="dimmed">{TITLES[kind].text}</Text>
      </div>
      <SearchForm
        kind={kind}
        initial={initial}
        initialLabel={search?.destinoLabel ?? ''}
        catalogue={catalogue.data}
        catalogueLoading={catalogue.isPending}
        today={today}
        isAgenteAS={isAgenteAS}
        onSearch={onSearch}
      />
      {search && (
        <div ref={results} className={resultsClasses.revealed}>
          <HotelResults
            key={search.id}
            kind={kind}
            search={search}
            selection={selection}
            catalogue={catalogue.data}
          />
        </div>
      )}
    </Stack>
  );
}
