import { notifications } from '@mantine/notifications';
import { UI_TIMINGS } from '@portal/domain/small-rules';

/** spec §8 'Tarifario failures: toast', negative, top right, 5000 ms (§9). */
export const notifyTarifarioError = (message: string) =>
  notifications.show({
    id: `tarifario-error-${message}`,
    color: 'red',
    title: 'Tarifario',
    message,
    position: 'top-right',
    autoClose: UI_TIMINGS.notificationMs,
  });
