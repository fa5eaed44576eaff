import { Center, Loader, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';

/** Shown while a page's code or first data loads; the text is spec §8's loader text. */
export function PageLoader() {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed">{MESSAGES.loading}</Text>
      </Stack>
    </Center>
  );
}
