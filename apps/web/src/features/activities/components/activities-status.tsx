import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusPage } from '@/shared/status-page';
import classes from './activities.module.css';

type Props = { title: string; text: string; error?: boolean; back: string; onRetry?: () => void };

/** spec §8 activities and transfers: nothing found, the search failed, or it is incomplete. */
export function ActivitiesStatus({ title, text, error, back, onRetry }: Props) {
  return (
    <StatusPage
      icon={<IconMapPinOff size={34} aria-hidden />}
      title={title}
      text={text}
      color={error ? 'red' : undefined}
      action={
        <Group justify="center">
          {onRetry && (
            <Button variant="default" onClick={onRetry}>
              Reintentar
            </Button>
          )}
          <Button component={Link} to={back} variant="light">
            Modificar búsqueda
          </Button>
        </Group>
      }
    />
  );
}

/** Loading skeletons of a list of cards. */
export function CardsSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="md" role="status" aria-label={label}>
      <Skeleton h={40} w="50%" radius="md" />
      <Skeleton h={80} radius="md" />
      <div className={classes.grid}>
        {[0, 1, 2].map((key) => (
          <Stack key={key} gap="xs" className={classes.card}>
            <Skeleton h={160} />
            <Skeleton h={22} w="70%" />
            <Skeleton h={60} />
            <Skeleton h={36} />
          </Stack>
        ))}
      </div>
    </Stack>
  );
}
