import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import { UI_TIMINGS } from '@portal/domain/small-rules';
import notificationClasses from './notifications.module.css';

/** spec §9: notifications default to 5000 ms, top right; below the header (issue 11). */
export default function NotificationsHost() {
  return (
    <Notifications
      position="top-right"
      autoClose={UI_TIMINGS.notificationMs}
      zIndex={1000}
      classNames={{ root: notificationClasses.root }}
    />
  );
}
