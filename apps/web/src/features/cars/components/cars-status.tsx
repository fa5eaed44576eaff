import { Button, Skeleton, Stack } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import { IconCarOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusPage } from '@/shared/status-page';
import classes from './cars.module.css';

/** spec §8 cars: nothing found, the search failed, or it is incomplete. */
export function CarsStatus({ text, error, back }: { text?: string; error?: boolean; back: string }) {
  return (
    <StatusPage
      icon={<IconCarOff size={34} aria-hidden />}
      title="Autos Encontrados"
      text={text ?? MESSAGES.carsNotFound}
      color={error ? 'red' : undefined}
      action={
        <Button component={Link} to={back} variant="light">
          Modificar búsqueda
        </Button>
      }
    />
  );
}

/** Loading skeletons while the brands are asked. */
export function CarsSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Buscando autos disponibles">
      <Skeleton h={96} radius="md" />
      <Skeleton h={56} radius="md" />
      <div className={classes.grid}>
        {[0, 1, 2].map((key) => (
          <Stack key={key} gap="xs" className={classes.card}>
            <Skeleton h={160} />
            <Skeleton h={20} w="70%" />
            <Skeleton h={80} />
            <Skeleton h={36} />
          </Stack>
        ))}
      </div>
    </Stack>
  );
}
