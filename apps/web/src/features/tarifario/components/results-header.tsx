import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import { nightCount } from '@portal/domain/dates';
import { formatDdMmYyyy } from '@portal/domain/dates-format';
import { IconArrowLeft, IconCalendar, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TZoneInfo } from '../model/destinations';
import type { TCompleteTarifarioSearch } from '../model/search-params';

type Props = { search: TCompleteTarifarioSearch; zone: TZoneInfo | undefined; back: string };

/** spec §2 tarifas-result 'Tarifas Encontradas': the destination and stay searched, and the way back. */
export function ResultsHeader({ search, zone, back }: Props) {
  const nights = nightCount(search.checkin, search.checkout);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} fz="h2">
          Tarifas Encontradas
        </Title>
        <Button
          component={Link}
          to={back}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Volver a la búsqueda
        </Button>
      </Group>
      <Group gap="xs">
        {zone && (
          <Badge variant="default" size="lg" tt="none" leftSection={<IconMapPin size={14} aria-hidden />}>
            {zone.zona}, {zone.pais}
          </Badge>
        )}
        <Badge variant="default" size="lg" tt="none" leftSection={<IconCalendar size={14} aria-hidden />}>
          {formatDdMmYyyy(search.checkin)} al {formatDdMmYyyy(search.checkout)} · {nights}{' '}
          {nights === 1 ? 'noche' : 'noches'}
        </Badge>
      </Group>
    </Stack>
  );
}
