import { Button, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import { asList, excursionRateLabel } from '@portal/domain/small-rules';
import type { TTarifarioExcursion } from '@portal/domain/tarifario/get-tarifario';
import { IconInfoCircle } from '@tabler/icons-react';
import { AmountsTable } from '@/shared/results/amounts-table';
import { ResultCard } from '@/shared/results/card-grid';
import results from '@/shared/results/results.module.css';
import { money } from '../model/rates';

/** The excursion's rates per type: adl reads Adultos, any other type Menores (spec §2). */
export function ExcursionRates({ excursion }: { excursion: TTarifarioExcursion }) {
  return (
    <AmountsTable
      aria-label={`Tarifas de ${excursion.nombre}`}
      withRowBorders={false}
      verticalSpacing={2}
      head={['Pasajero', 'Tarifa']}
      strong
      rows={asList(excursion.tarifas.tarifa).map((r, i) => ({
        key: `${r.tipo}-${i}`,
        label: excursionRateLabel(r.tipo),
        amount: money(r.total, r.moneda) ?? MESSAGES.missingValue,
      }))}
    />
  );
}

type Props = { excursion: TTarifarioExcursion; onDetails: () => void };

/** spec §2 tarifario excursion: name, rates per type with currency, 'Detalles de la actividad'. */
export function ExcursionCard({ excursion, onDetails }: Props) {
  return (
    <ResultCard article footed aria-label={excursion.nombre} data-testid="excursion-card">
      <Stack gap="sm" h="100%">
        <Title order={3} fz="h4">
          {excursion.nombre}
        </Title>
        <ExcursionRates excursion={excursion} />
        <Text size="xs" c="dimmed">
          Tarifa por persona
        </Text>
        <Button
          fullWidth
          variant="default"
          className={results.foot}
          leftSection={<IconInfoCircle size={16} aria-hidden />}
          onClick={onDetails}
          aria-label={`${MESSAGES.activityDetails}: ${excursion.nombre}`}
        >
          {MESSAGES.activityDetails}
        </Button>
      </Stack>
    </ResultCard>
  );
}
