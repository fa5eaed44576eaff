import { Badge, Group, Paper, Text } from '@mantine/core';
import type { RoomSelection } from '@portal/domain/cart';
import { MESSAGES } from '@portal/domain/messages';
import { roomPlanLabel } from '@portal/domain/room-plans';
import { IconBed } from '@tabler/icons-react';
import { hotelsFoundText, StayFacts } from '@/shared/hotels/results-header';
import type { SearchedRoom } from './hotel-card';

type ResultsBannerProps = {
  count: number;
  destinoLabel: string;
  stay: { checkin: string; checkout: string };
  selection: RoomSelection | undefined;
  /** the rooms searched: the summary says the occupancy per room */
  searched: SearchedRoom[];
  /** no supplier has found a hotel yet, and some are still searching (issue 34, item 3) */
  waiting?: boolean;
};

/** spec §2: banner with the hotel count and the nights; plus the selected-room counter (§4). */
export function ResultsBanner({
  count,
  destinoLabel,
  stay,
  selection,
  searched,
  waiting,
}: ResultsBannerProps) {
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-primary-color-light)">
      <Group justify="space-between" gap="sm">
        <div>
          <Text component="h2" fw={700} fz="h3" m={0} aria-live="polite">
            {waiting ? MESSAGES.hotelsSearching : hotelsFoundText(count)}
          </Text>
          {destinoLabel && <Text size="sm">{destinoLabel}</Text>}
          <Text size="sm" data-testid="searched-rooms">
            {searched.map((s) => roomPlanLabel(s.numbers, s.room)).join(' · ')}
          </Text>
        </div>
        <StayFacts stay={stay}>
          {selection && (
            <Badge
              size="lg"
              tt="none"
              color={selection.selected >= selection.requested ? 'green' : 'blue'}
              leftSection={<IconBed size={14} aria-hidden />}
              data-testid="room-counter"
            >
              Habitaciones seleccionadas: {selection.selected} de {selection.requested}
            </Badge>
          )}
        </StayFacts>
      </Group>
    </Paper>
  );
}
