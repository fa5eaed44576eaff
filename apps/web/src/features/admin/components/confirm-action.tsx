import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MESSAGES } from '@portal/domain/messages';

/** Asks before a destructive back-office step (deactivate, delete, withdraw seats). */
export const confirmAction = ({
  message,
  confirm,
  onConfirm,
}: {
  message: string;
  confirm: string;
  onConfirm: () => void;
}) =>
  modals.openConfirmModal({
    title: MESSAGES.confirmTitle,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm, cancel: MESSAGES.cancel },
    confirmProps: { color: 'red' },
    centered: true,
    onConfirm,
  });
