import { Button } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { Link, useMatches } from 'react-router';
import { paths } from '@/shared/paths';
import { StatusPage } from '@/shared/status-page';

type Handle = { label?: string } | undefined;

/** Placeholder for a route whose module is not built yet; later issues replace it. */
export function ModuleComing() {
  const matches = useMatches();
  const label = matches.map((match) => (match.handle as Handle)?.label).findLast(Boolean);

  return (
    <StatusPage
      icon={<IconTools size={34} aria-hidden />}
      title={label ?? 'Módulo en preparación'}
      text="Este módulo estará disponible próximamente. Mientras tanto puede consultar las novedades en el inicio."
      action={
        <Button component={Link} to={paths.home.getHref()} variant="light">
          Volver al inicio
        </Button>
      }
    />
  );
}
