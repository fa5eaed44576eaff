import { IconMapPinOff } from '@tabler/icons-react';
import { CardsSkeleton as ResultCardsSkeleton } from '@/shared/results/card-grid';
import { StatusPanel } from '@/shared/results/status-panel';

type Props = { title: string; text: string; error?: boolean; back: string; onRetry?: () => void };

/** spec §8 activities and transfers: nothing found, the search failed, or it is incomplete. */
export function ActivitiesStatus(props: Props) {
  return <StatusPanel icon={<IconMapPinOff size={34} aria-hidden />} {...props} />;
}

/** Loading skeletons of a list of cards. */
export function CardsSkeleton({ label }: { label: string }) {
  return (
    <ResultCardsSkeleton
      label={label}
      min={320}
      head={[{ h: 40, w: '50%' }, { h: 80 }]}
      card={[{ h: 160 }, { h: 22, w: '70%' }, { h: 60 }, { h: 36 }]}
    />
  );
}
