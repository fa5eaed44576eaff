import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDdMmYyyy } from '@portal/domain/dates-format';
import { assistanceTripDays } from '@portal/domain/occupancy';
import { IconArrowLeft, IconCalendar, IconMapPin, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { agesText } from '../model/assistance-order';
import { destinationLabel, type TCompleteAssistanceSearch } from '../model/search-params';

type Props = { count: number; search: TCompleteAssistanceSearch; back: string };

export const plansFoundText = (n: number) =>
  n === 1 ? '1 plan para este viaje' : `${n} planes para este viaje`;

/** spec §2 asis-result 'Asistencias encontradas': the trip searched (destination, dates, days, passengers). */
export function AssistanceBanner({ count, search, back }: Props) {
  const days = assistanceTripDays(search.salida, search.regreso);
  const pax = search.pasajeros === 1 ? '1 pasajero' : `${search.pasajeros} pasajeros`;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} fz="h2">
          Asistencias encontradas
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
            {plansFoundText(count)}
          </Text>
          <Group gap="xs">
            <Badge variant="default" size="lg" tt="none" leftSection={<IconMapPin size={14} aria-hidden />}>
              {destinationLabel(search.destino)}
            </Badge>
            <Badge variant="default" size="lg" tt="none" leftSection={<IconCalendar size={14} aria-hidden />}>
              {formatDdMmYyyy(search.salida)} al {formatDdMmYyyy(search.regreso)} · {days}{' '}
              {days === 1 ? 'día' : 'días'}
            </Badge>
            <Badge variant="default" size="lg" tt="none" leftSection={<IconUsers size={14} aria-hidden />}>
              {pax} · {agesText(search.edades)}
            </Badge>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
