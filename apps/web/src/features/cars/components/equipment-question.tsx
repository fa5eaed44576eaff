import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import results from '@/shared/results/results.module.css';

type Props = { opened: boolean; onYes: () => void; onNo: () => void; onClose: () => void };

/** spec §4 Cars: after choosing a rate, 'add extra equipment?' (Sí opens the dialog, No skips). */
export function EquipmentQuestion({ opened, onYes, onNo, onClose }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Equipamiento adicional"
      centered
      classNames={{ content: results.dialog }}
      closeButtonProps={{ 'aria-label': MESSAGES.close }}
    >
      <Stack gap="md">
        <Text>¿Desea agregar equipamiento adicional?</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onNo}>
            No
          </Button>
          <Button onClick={onYes} data-autofocus>
            Sí
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
