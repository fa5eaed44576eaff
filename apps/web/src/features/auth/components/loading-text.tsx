import { Loader, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';

/** spec §8: the login overlay reads 'Espere..' while the call runs. */
export function LoadingText() {
  return (
    <Stack align="center" gap="xs" role="status" aria-live="polite">
      <Loader />
      <Text fw={600}>{MESSAGES.loading}</Text>
    </Stack>
  );
}
