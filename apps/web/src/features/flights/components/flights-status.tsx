import { Button, Skeleton, Stack } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import { IconPlaneOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusPage } from '@/shared/status-page';
import classes from './flights.module.css';

/** spec §8 flights: nothing found, or the search failed. */
export function FlightsStatus({ error, back }: { error?: Error | null; back: string }) {
  return (
    <StatusPage
      icon={<IconPlaneOff size={34} aria-hidden />}
      title="Vuelos Encontrados"
      text={error ? error.message || MESSAGES.flightsSearchError : MESSAGES.flightsNotFound}
      color={error ? 'red' : undefined}
      action={
        <Button component={Link} to={back} variant="light">
          Modificar búsqueda
        </Button>
      }
    />
  );
}

/** Loading skeletons while the seats are asked. */
export function FlightsSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Buscando vuelos disponibles">
      <Skeleton h={40} w={260} radius="md" />
      <Skeleton h={96} radius="md" />
      <div className={classes.grid}>
        {[0, 1, 2].map((key) => (
          <Stack key={key} gap="xs" className={classes.card}>
            <Skeleton h={20} w="70%" />
            <Skeleton h={80} />
            <Skeleton h={80} />
            <Skeleton h={36} />
          </Stack>
        ))}
      </div>
    </Stack>
  );
}
