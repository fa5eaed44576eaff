import { Group } from '@mantine/core';
import { nightCount } from '@portal/domain/dates';
import { formatShortDate } from '@portal/domain/dates-format';
import { MESSAGES } from '@portal/domain/messages';
import { nightsText } from '@portal/domain/hotel-policy-texts';
import { IconCalendar, IconMoon } from '@tabler/icons-react';
import type { ComponentProps, ReactNode } from 'react';
import { FactBadge, ResultsBanner } from '@/shared/results/results-banner';

type TStayDates = { checkin: string; checkout: string };

export const hotelsFoundText = (n: number) => `${n} ${n === 1 ? 'hotel encontrado' : 'hoteles encontrados'}`;

/** The stay searched, as every hotel results banner shows it: its nights and its dates. */
export function StayFacts({ stay, children }: { stay: TStayDates; children?: ReactNode }) {
  return (
    <Group gap="xs">
      <FactBadge icon={IconMoon}>{nightsText(nightCount(stay.checkin, stay.checkout))}</FactBadge>
      <FactBadge icon={IconCalendar}>
        {formatShortDate(stay.checkin)} – {formatShortDate(stay.checkout)}
      </FactBadge>
      {children}
    </Group>
  );
}

type Props = Pick<ComponentProps<typeof ResultsBanner>, 'back' | 'detail'> & {
  count: number;
  stay: TStayDates;
  /** the suppliers are still searching: the banner shows what was searched meanwhile */
  waiting?: boolean;
};

/**
 * spec §2 hotel-results 'Alojamiento': the banner with the hotel count and the nights; `detail`
 * is the destination and occupancy, `back` the search page with this search. It shows from the
 * search's start ('Buscando hoteles…') and stays when the hotels arrive, so that their render
 * adds the cards and a count, not the whole page (issue 34, item 2).
 */
export function ResultsHeader({ count, stay, waiting, ...banner }: Props) {
  return (
    <ResultsBanner
      title="Alojamiento"
      found={waiting ? MESSAGES.hotelsSearching : hotelsFoundText(count)}
      aside={<StayFacts stay={stay} />}
      {...banner}
    />
  );
}
