import { MESSAGES } from '@portal/domain/messages';
import { IconTicketOff } from '@tabler/icons-react';
import { StatusPanel } from '@/shared/results/status-panel';

type Props = {
  /** the page's title */
  title: string;
  /** the tickets' search failed */
  error: Error | null;
  back: string;
  backLabel: string;
};

/** spec §8: no ticket for the date, or their search failed (the park's and a Disney package's). */
export function NoTicketsPanel({ error, ...page }: Props) {
  return (
    <StatusPanel
      icon={<IconTicketOff size={34} aria-hidden />}
      text={error ? error.message : MESSAGES.ticketsNotFoundOnSelectedDate}
      error={Boolean(error)}
      {...page}
    />
  );
}
