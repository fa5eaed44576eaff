import { notifications } from '@mantine/notifications';

/** What a failed download or export shows: a red notification titled with what failed, saying why. */
export const notifyFailure = (title: string) => (error: Error) =>
  notifications.show({ color: 'red', title, message: error.message });
