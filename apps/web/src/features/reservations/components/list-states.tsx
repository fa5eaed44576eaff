import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFilterOff, IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';

/** While the first page loads: the shape of the rows, announced once. */
export function ListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Stack gap="sm" role="status" aria-live="polite" aria-label="Cargando reservas">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={56} radius="md" />
      ))}
    </Stack>
  );
}

type ErrorProps = { message: string; onRetry: () => void; title?: string };

export function ListError({ message, onRetry, title = 'No se pudieron cargar las reservas' }: ErrorProps) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          Reintentar
        </Button>
      </Stack>
    </Alert>
  );
}

function Empty({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl" role="status">
      <Stack align="center" gap="xs" ta="center">
        <IconInbox size={40} aria-hidden stroke={1.4} />
        <Title order={2} fz="h4">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {text}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}

export function NoMatches({ onClear }: { onClear: () => void }) {
  return (
    <Empty
      title="No hay reservas con estos filtros"
      text="Pruebe con otra búsqueda, otro estado u otro período."
      action={
        <Button variant="light" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
          Limpiar filtros
        </Button>
      }
    />
  );
}

export function NoReservations() {
  return (
    <Empty
      title="Todavía no hay reservas"
      text="Las reservas que haga en el portal aparecerán aquí, con su estado y su voucher."
      action={
        <Button component={Link} to={paths.home.getHref()} variant="light">
          Ir al inicio
        </Button>
      }
    />
  );
}

/** A page past the last one (an old link): the list has fewer pages now. */
export function PastLastPage({ onFirst }: { onFirst: () => void }) {
  return (
    <Empty
      title="Esta página no tiene reservas"
      text="La lista tiene menos páginas que las que indica la dirección."
      action={
        <Button variant="light" onClick={onFirst}>
          Ir a la primera página
        </Button>
      }
    />
  );
}
