import '@mantine/core/styles/Modal.layer.css';
import { Anchor, Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import { IconCircleCheck, IconFileDescription } from '@tabler/icons-react';
import { Link } from 'react-router';

type Props = {
  opened: boolean;
  codigo?: string;
  /** the booking in Mis reservas (voucher, status, cancellation), when its id is known */
  detailHref?: string;
  /** the booking's summary, one click away when OK reloads the form (issue 29, item 12) */
  resumenHref?: string;
  onOk: () => void;
};

/** spec §4, §8: 'Reserva completada' — confirmed, issuing subject to full payment; OK reloads. */
export function BookingCompletedDialog({ opened, codigo, detailHref, resumenHref, onOk }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onOk}
      title={MESSAGES.bookingCompletedTitle}
      size="min(600px, 90%)"
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" color="green" variant="light">
          <IconCircleCheck size={34} aria-hidden />
        </ThemeIcon>
        <Text>{MESSAGES.bookingCompletedText}</Text>
        {codigo && (
          <Text size="sm" c="dimmed">
            Código de reserva: <strong>{codigo}</strong>
          </Text>
        )}
        <Group justify="center">
          {resumenHref && (
            <Button
              component={Link}
              to={resumenHref}
              variant="default"
              leftSection={<IconFileDescription size={16} aria-hidden />}
            >
              Ver el resumen de la reserva
            </Button>
          )}
          <Button onClick={onOk} data-autofocus miw={120}>
            OK
          </Button>
        </Group>
        {detailHref && (
          <Anchor component={Link} to={detailHref} size="sm">
            Ver en Mis reservas
          </Anchor>
        )}
      </Stack>
    </Modal>
  );
}
