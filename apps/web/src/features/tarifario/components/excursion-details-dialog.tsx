import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import type { TTarifarioExcursion } from '@portal/domain/tarifario/get-tarifario';
import { ExcursionRates } from './excursion-card';
import classes from './tarifario.module.css';

type Props = { excursion: TTarifarioExcursion | null; onClose: () => void };

/** spec §2 'Detalles de la actividad': the excursion's description and its rates. */
export function ExcursionDetailsDialog({ excursion, onClose }: Props) {
  return (
    <Modal
      opened={excursion !== null}
      onClose={onClose}
      title={MESSAGES.activityDetails}
      size="90%"
      centered
      classNames={{ content: classes.dialog, title: classes.dialogTitle }}
      closeButtonProps={{ 'aria-label': MESSAGES.close }}
    >
      {excursion && (
        <Stack gap="sm">
          <Text fw={700} fz="lg">
            {excursion.nombre}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {excursion.descripcion?.trim() || 'La actividad no tiene una descripción cargada.'}
          </Text>
          <ExcursionRates excursion={excursion} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {MESSAGES.close}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
