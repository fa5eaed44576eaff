import { MESSAGES } from '@portal/domain/messages';
import { IconCarOff } from '@tabler/icons-react';
import { CardsSkeleton } from '@/shared/results/card-grid';
import { StatusPanel } from '@/shared/results/status-panel';

/** spec §8 cars: nothing found, the search failed, or it is incomplete. */
export function CarsStatus({ text, error, back }: { text?: string; error?: boolean; back: string }) {
  return (
    <StatusPanel
      icon={<IconCarOff size={34} aria-hidden />}
      title="Autos Encontrados"
      text={text ?? MESSAGES.carsNotFound}
      error={error}
      back={back}
    />
  );
}

/** Loading skeletons while the brands are asked. */
export function CarsSkeleton() {
  return (
    <CardsSkeleton
      label="Buscando autos disponibles"
      min={340}
      head={[{ h: 96 }, { h: 56 }]}
      card={[{ h: 160 }, { h: 20, w: '70%' }, { h: 80 }, { h: 36 }]}
    />
  );
}
