import { MESSAGES } from '@portal/domain/messages';
import { IconBedOff } from '@tabler/icons-react';
import { StatusPanel } from '@/shared/results/status-panel';
import { ResultsSkeleton } from '@/shared/hotels/results-skeleton';

type Props = {
  /** the availability search: still asking, failed, or answered with no hotel */
  query: { isPending: boolean; error: Error | null };
  back: string;
};

/**
 * hotel-results before its list: loading, no hotel found, or the search failed (spec §8,
 * 'Ocurrió un error al buscar hoteles').
 */
export function ResultsStatus({ query: { isPending, error }, back }: Props) {
  if (isPending) return <ResultsSkeleton />;
  return (
    <StatusPanel
      icon={<IconBedOff size={34} aria-hidden />}
      title="Alojamiento"
      text={error ? error.message || MESSAGES.hotelsSearchError : MESSAGES.hotelsNotFound}
      error={Boolean(error)}
      back={back}
    />
  );
}
