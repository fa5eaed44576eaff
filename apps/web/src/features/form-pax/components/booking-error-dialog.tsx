import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MESSAGES } from '@portal/domain/messages';
import { ApiError } from '@/shared/api-client';

const MODAL_ID = 'booking-error';

/**
 * The lines of spec §8's hotel error dialog: 'No se pudo completar la reserva.', the server's
 * Spanish message when it gave one (a broken rule, the supplier's refusal), and 'Intenta de
 * nuevo más tarde.' when trying again can help (supplier down, still processing, no answer).
 */
export const bookingErrorLines = (error: Error): string[] => {
  const status = error instanceof ApiError ? error.status : 0;
  const fromServer = error instanceof ApiError && status !== 0 && status !== 500 && error.message;
  const later = status === 0 || status === 409 || status >= 500;
  return [
    MESSAGES.bookingNotCompletedDot,
    ...(fromServer ? [error.message] : []),
    ...(later || !fromServer ? [MESSAGES.tryAgainLater] : []),
  ];
};

/** spec §8 hotels: dialog 'Hubo un error' over the passenger form. */
export const showBookingErrorDialog = (error: Error) =>
  modals.open({
    modalId: MODAL_ID,
    title: MESSAGES.errorDialogTitle,
    centered: true,
    closeButtonProps: { 'aria-label': MESSAGES.close },
    children: (
      <Stack gap="sm">
        {bookingErrorLines(error).map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
        <Group justify="flex-end">
          <Button onClick={() => modals.close(MODAL_ID)} data-autofocus>
            Aceptar
          </Button>
        </Group>
      </Stack>
    ),
  });
