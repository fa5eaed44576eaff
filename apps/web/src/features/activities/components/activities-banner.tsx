import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDdMmYyyy } from '@portal/domain/dates-format';
import { IconArrowLeft, IconCalendar, IconMapPin, IconMoon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { destinationText, stayNights, type TActivitySearch } from '../model/search-params';

type Props = {
  count: number;
  search: TActivitySearch & { destino: NonNullable<TActivitySearch['destino']> };
  back: string;
};

export const activitiesFoundText = (n: number) =>
  n === 1 ? '1 Actividad encontrada' : `${n} Actividades encontradas`;

/** spec §2 act-results banner: 'N Actividades encontradas' and the nights of the stay. */
export function ActivitiesBanner({ count, search, back }: Props) {
  const nights = stayNights(search);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} fz="h2">
          Actividades Encontradas
        </Title>
        <Button
          component={Link}
          to={back}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Modificar búsqueda
        </Button>
      </Group>
      <Paper withBorder radius="md" p="md" bg="var(--mantine-primary-color-light)">
        <Stack gap={6}>
          <Text component="h2" fw={700} fz="h3" m={0} aria-live="polite">
            {activitiesFoundText(count)}
          </Text>
          <Group gap="xs">
            <Badge variant="default" size="lg" tt="none" leftSection={<IconMapPin size={14} aria-hidden />}>
              {destinationText(search.destino)}
            </Badge>
            {search.checkin && search.checkout && (
              <Badge
                variant="default"
                size="lg"
                tt="none"
                leftSection={<IconCalendar size={14} aria-hidden />}
              >
                {formatDdMmYyyy(search.checkin)} al {formatDdMmYyyy(search.checkout)}
              </Badge>
            )}
            {nights > 0 && (
              <Badge variant="default" size="lg" tt="none" leftSection={<IconMoon size={14} aria-hidden />}>
                {nights} {nights === 1 ? 'noche' : 'noches'}
              </Badge>
            )}
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
