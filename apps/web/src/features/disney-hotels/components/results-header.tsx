import { Group } from '@mantine/core';
import { nightCount } from '@portal/domain/dates';
import { formatShortDate } from '@portal/domain/dates-format';
import { nightsText } from '@portal/domain/hotel-policy-texts';
import { IconCalendar, IconMoon } from '@tabler/icons-react';
import { FactBadge, ResultsBanner } from '@/shared/results/results-banner';

type Props = {
  count: number;
  checkin: string;
  checkout: string;
  /** destination and occupancy, one line */
  detail: string;
  /** the search page with this search */
  back: string;
};

export const hotelsFoundText = (n: number) => `${n} ${n === 1 ? 'hotel encontrado' : 'hoteles encontrados'}`;

/** spec §2 hotel-results 'Alojamiento': the banner with the hotel count and the nights. */
export function ResultsHeader({ count, checkin, checkout, detail, back }: Props) {
  return (
    <ResultsBanner
      title="Alojamiento"
      back={back}
      found={hotelsFoundText(count)}
      detail={detail}
      aside={
        <Group gap="xs">
          <FactBadge icon={IconMoon}>{nightsText(nightCount(checkin, checkout))}</FactBadge>
          <FactBadge icon={IconCalendar}>
            {formatShortDate(checkin)} – {formatShortDate(checkout)}
          </FactBadge>
        </Group>
      }
    />
  );
}
