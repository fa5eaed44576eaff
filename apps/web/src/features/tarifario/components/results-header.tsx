import { Group, Stack } from '@mantine/core';
import { nightCount } from '@portal/domain/dates';
import { formatDdMmYyyy } from '@portal/domain/dates-format';
import { IconCalendar, IconMapPin } from '@tabler/icons-react';
import { FactBadge, ResultsTitleBar } from '@/shared/results/results-banner';
import type { TZoneInfo } from '../model/destinations';
import type { TCompleteTarifarioSearch } from '../model/search-params';

type Props = { search: TCompleteTarifarioSearch; zone: TZoneInfo | undefined; back: string };

/** spec §2 tarifas-result 'Tarifas Encontradas': the destination and stay searched, and the way back. */
export function ResultsHeader({ search, zone, back }: Props) {
  const nights = nightCount(search.checkin, search.checkout);
  return (
    <Stack gap="sm">
      <ResultsTitleBar title="Tarifas Encontradas" back={back} backLabel="Volver a la búsqueda" />
      <Group gap="xs">
        {zone && (
          <FactBadge icon={IconMapPin}>
            {zone.zona}, {zone.pais}
          </FactBadge>
        )}
        <FactBadge icon={IconCalendar}>
          {formatDdMmYyyy(search.checkin)} al {formatDdMmYyyy(search.checkout)} · {nights}{' '}
          {nights === 1 ? 'noche' : 'noches'}
        </FactBadge>
      </Group>
    </Stack>
  );
}
