import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@portal/domain/messages';
import { UI_TIMINGS } from '@portal/domain/small-rules';
import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/shared/paths';

/**
 * spec §5: the detail without product code, option or slot says 'Faltan datos necesarios para
 * realizar la reserva' and goes back to /traslados&Actividades.
 */
export function MissingData() {
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    notifications.show({
      color: 'red',
      message: MESSAGES.bookingDataMissing,
      position: 'top-right',
      autoClose: UI_TIMINGS.notificationMs,
    });
  }, []);
  return <Navigate to={paths.activities.root.getHref()} replace />;
}
