import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { nightCount } from '@portal/domain/dates';
import { formatShortDate } from '@portal/domain/dates-format';
import { nightsText } from '@portal/domain/hotel-policy-texts';
import { IconArrowLeft, IconCalendar, IconMoon } from '@tabler/icons-react';
import { Link } from 'react-router';

type Props = {
  count: number;
  checkin: string;
  checkout: string;
  /** destination and occupancy, one line */
  detail: string;
  /** the search page with this search */
  back: string;
};

export const hotelsFoundText = (n: number) => `${n} ${n === 1 ? 'hotel encontrado' : 'hoteles encontrados'}`;

/** spec §2 hotel-results 'Alojamiento': the banner with the hotel count and the nights. */
export function ResultsHeader({ count, checkin, checkout, detail, back }: Props) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} fz="h2">
          Alojamiento
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
        <Group justify="space-between" gap="sm">
          <div>
            <Text component="h2" fw={700} fz="h3" m={0} aria-live="polite">
              {hotelsFoundText(count)}
            </Text>
            <Text size="sm">{detail}</Text>
          </div>
          <Group gap="xs">
            <Badge variant="default" size="lg" tt="none" leftSection={<IconMoon size={14} aria-hidden />}>
              {nightsText(nightCount(checkin, checkout))}
            </Badge>
            <Badge variant="default" size="lg" tt="none" leftSection={<IconCalendar size={14} aria-hidden />}>
              {formatShortDate(checkin)} – {formatShortDate(checkout)}
            </Badge>
          </Group>
        </Group>
      </Paper>
    </Stack>
  );
}
