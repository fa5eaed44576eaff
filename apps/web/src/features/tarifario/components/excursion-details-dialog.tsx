import { Text } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import type { TTarifarioExcursion } from '@portal/domain/tarifario/get-tarifario';
import { InfoDialog } from '@/shared/results/info-dialog';
import { ExcursionRates } from './excursion-card';

type Props = { excursion: TTarifarioExcursion | null; onClose: () => void };

/** spec §2 'Detalles de la actividad': the excursion's description and its rates. */
export function ExcursionDetailsDialog({ excursion, onClose }: Props) {
  return (
    <InfoDialog item={excursion} onClose={onClose} title={MESSAGES.activityDetails} boldTitle centered>
      {(e) => (
        <>
          <Text fw={700} fz="lg">
            {e.nombre}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {e.descripcion?.trim() || 'La actividad no tiene una descripción cargada.'}
          </Text>
          <ExcursionRates excursion={e} />
        </>
      )}
    </InfoDialog>
  );
}
