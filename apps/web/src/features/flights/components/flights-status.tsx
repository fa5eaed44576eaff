import { MESSAGES } from '@portal/domain/messages';
import { IconPlaneOff } from '@tabler/icons-react';
import { CardsSkeleton } from '@/shared/results/card-grid';
import { StatusPanel } from '@/shared/results/status-panel';

/** spec §8 flights: nothing found, or the search failed. */
export function FlightsStatus({ error, back }: { error?: Error | null; back: string }) {
  return (
    <StatusPanel
      icon={<IconPlaneOff size={34} aria-hidden />}
      title="Vuelos Encontrados"
      text={error ? error.message || MESSAGES.flightsSearchError : MESSAGES.flightsNotFound}
      error={Boolean(error)}
      back={back}
    />
  );
}

/** Loading skeletons while the seats are asked. */
export function FlightsSkeleton() {
  return (
    <CardsSkeleton
      label="Buscando vuelos disponibles"
      min={340}
      align="stretch"
      head={[{ h: 40, w: 260 }, { h: 96 }]}
      card={[{ h: 20, w: '70%' }, { h: 80 }, { h: 80 }, { h: 36 }]}
    />
  );
}
