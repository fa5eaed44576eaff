import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import { IconShieldOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusPage } from '@/shared/status-page';
import classes from './assistance.module.css';

type Props = { text?: string; error?: boolean; back: string; onRetry?: () => void };

/** spec §8 assistance: nothing quoted, the quote failed, or the search is incomplete. */
export function AssistanceStatus({ text, error, back, onRetry }: Props) {
  return (
    <StatusPage
      icon={<IconShieldOff size={34} aria-hidden />}
      title="Asistencias encontradas"
      text={text ?? MESSAGES.assistanceNoQuotes}
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

/** Loading skeletons while the insurer prices the plans. */
export function AssistanceSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Cotizando asistencias">
      <Skeleton h={40} w="50%" radius="md" />
      <Skeleton h={96} radius="md" />
      <div className={classes.grid}>
        {[0, 1, 2].map((key) => (
          <Stack key={key} gap="xs" className={classes.card}>
            <Skeleton h={24} w="60%" />
            <Skeleton h={32} w="40%" />
            <Skeleton h={90} />
            <Skeleton h={36} />
          </Stack>
        ))}
      </div>
    </Stack>
  );
}
