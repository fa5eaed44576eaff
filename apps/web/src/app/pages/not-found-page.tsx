import { Button } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { StatusPage } from '@/shared/status-page';

export function NotFoundPage() {
  return (
    <main>
      <StatusPage
        fullHeight
        icon={<IconMapQuestion size={36} aria-hidden />}
        title="Página no encontrada"
        text="La dirección que buscó no existe o fue movida. Revise el enlace o vuelva al inicio."
        action={
          <Button component={Link} to={paths.home.getHref()}>
            Volver al inicio
          </Button>
        }
      />
    </main>
  );
}
