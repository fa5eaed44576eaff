import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MESSAGES } from '@portal/domain/messages';

/** spec §4, §8: 'delete order' asks '¿Estás seguro?' (persistent, with Cancelar) before clearing. */
export const confirmDeleteOrder = (onConfirm: () => void) =>
  modals.openConfirmModal({
    title: MESSAGES.confirmTitle,
    children: <Text size="sm">Se eliminará la orden y los datos cargados de los pasajeros.</Text>,
    labels: { confirm: 'Eliminar orden', cancel: MESSAGES.cancel },
    confirmProps: { color: 'red' },
    closeOnClickOutside: false,
    closeOnEscape: false,
    withCloseButton: false,
    centered: true,
    onConfirm,
  });
