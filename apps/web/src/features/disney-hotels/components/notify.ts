import { notifications } from '@mantine/notifications';
import { UI_TIMINGS } from '@portal/domain/small-rules';

/** spec §8/§9: negative notification, top right, 5000 ms. */
export const notifyError = (message: string) =>
  notifications.show({
    color: 'red',
    title: 'Hoteles',
    message,
    position: 'top-right',
    autoClose: UI_TIMINGS.notificationMs,
  });
