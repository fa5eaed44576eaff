import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from '@/shared/hotels/hotels.module.css';

type Props = {
  name: string;
  /** each hotel line keeps its own test id ('room', 'disney-room', 'third-room') */
  testId: string;
  /** why the agent cannot book it (non-refundable rate, non-AS user, cart full) */
  disabledReason?: string;
  children: ReactNode;
};

/**
 * The frame of one bookable room in every hotel line: its name first and, last, why it cannot
 * be booked, so the reason always sits right under the disabled button.
 */
export function RoomItemFrame({ name, testId, disabledReason, children }: Props) {
  return (
    <Stack gap={6} className={classes.room} data-testid={testId}>
      <Text fw={700} size="sm">
        {name}
      </Text>
      {children}
      {disabledReason && (
        <Text size="xs" c="dimmed" ta="right">
          {disabledReason}
        </Text>
      )}
    </Stack>
  );
}
