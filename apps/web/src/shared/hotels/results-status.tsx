import { MESSAGES } from '@portal/domain/messages';
import { IconBedOff } from '@tabler/icons-react';
import { StatusPanel } from '@/shared/results/status-panel';

type Props = {
  /** the availability search's error; null when it answered with no hotel */
  error: Error | null;
  back: string;
};

/**
 * hotel-results without a list: no hotel found, or the search failed (spec §8, 'Ocurrió un
 * error al buscar hoteles'). While it searches, the page shows its banner over skeletons.
 */
export function ResultsStatus({ error, back }: Props) {
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
