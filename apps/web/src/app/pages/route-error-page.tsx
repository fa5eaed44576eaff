import { Button } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import { IconAlertCircle } from '@tabler/icons-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusPage } from '@/shared/status-page';

export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);

  // A failed chunk import usually means a new version was deployed: reloading fetches it.
  return (
    <StatusPage
      color="red"
      icon={<IconAlertCircle size={36} aria-hidden />}
      title={notFound ? 'Página no encontrada' : 'Algo salió mal'}
      text={
        notFound ? MESSAGES.notFound : `${MESSAGES.serverError}. Recargue la página para intentar de nuevo.`
      }
      action={<Button onClick={() => window.location.reload()}>Recargar</Button>}
    />
  );
}
