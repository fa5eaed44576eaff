import { Button } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import { IconBedOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusPage } from '@/shared/status-page';

/** spec §8 hotels: no hotel found, or the search failed ('Ocurrió un error al buscar hoteles'). */
export function ResultsStatus({ error, back }: { error?: Error | null; back: string }) {
  return (
    <StatusPage
      icon={<IconBedOff size={34} aria-hidden />}
      title="Alojamiento"
      text={error ? error.message || MESSAGES.hotelsSearchError : MESSAGES.hotelsNotFound}
      color={error ? 'red' : undefined}
      action={
        <Button component={Link} to={back} variant="light">
          Modificar búsqueda
        </Button>
      }
    />
  );
}
