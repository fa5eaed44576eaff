import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDdMmYyyy } from '@portal/domain/dates-format';
import { BackButton } from '@/shared/results/results-banner';
import type { TCompleteCarSearch } from '../model/search-params';

type Props = { count: number; search: TCompleteCarSearch; back: string };

/** 'N autos encontrados' with the places and dates of the search (spec §2 results). */
export function CarsBanner({ count, search, back }: Props) {
  const same = search.oficinaOut === search.oficinaIn;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            {count === 1 ? '1 auto encontrado' : `${count} autos encontrados`}
          </Title>
          <Text size="sm">
            <b>Retiro:</b> {search.lugarIn || search.oficinaIn} · {formatDdMmYyyy(search.checkin)}{' '}
            {search.horaIn}
          </Text>
          <Text size="sm">
            <b>Devolución:</b> {same ? 'en la misma oficina' : search.lugarOut || search.oficinaOut} ·{' '}
            {formatDdMmYyyy(search.checkout)} {search.horaOut}
          </Text>
          <Text size="sm" c="dimmed">
            {search.brand} · Conductor de {search.edad} años
          </Text>
        </Stack>
        <BackButton to={back} variant="light" />
      </Group>
    </Paper>
  );
}
