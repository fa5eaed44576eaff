import { MESSAGES } from '@portal/domain/messages';
import { IconBedOff } from '@tabler/icons-react';
import { StatusPanel } from '@/shared/results/status-panel';

/** spec §8 hotels: no hotel found, or the search failed ('Ocurrió un error al buscar hoteles'). */
export function ResultsStatus({ error, back }: { error?: Error | null; back: string }) {
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
