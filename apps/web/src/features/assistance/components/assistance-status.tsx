import { MESSAGES } from '@portal/domain/messages';
import { IconShieldOff } from '@tabler/icons-react';
import { CardsSkeleton } from '@/shared/results/card-grid';
import { StatusPanel } from '@/shared/results/status-panel';

type Props = { text?: string; error?: boolean; back: string; onRetry?: () => void };

/** spec §8 assistance: nothing quoted, the quote failed, or the search is incomplete. */
export function AssistanceStatus({ text, ...props }: Props) {
  return (
    <StatusPanel
      icon={<IconShieldOff size={34} aria-hidden />}
      title="Asistencias encontradas"
      text={text ?? MESSAGES.assistanceNoQuotes}
      {...props}
    />
  );
}

/** Loading skeletons while the insurer prices the plans. */
export function AssistanceSkeleton() {
  return (
    <CardsSkeleton
      label="Cotizando asistencias"
      min={300}
      align="stretch"
      head={[{ h: 40, w: '50%' }, { h: 96 }]}
      card={[{ h: 24, w: '60%' }, { h: 32, w: '40%' }, { h: 90 }, { h: 36 }]}
    />
  );
}
