import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';

/** While the statement loads: the summary's and the rows' shapes, announced once. */
export function StatementSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-live="polite" aria-label="Cargando la cuenta corriente">
      <Skeleton height={72} radius="md" />
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} height={44} radius="md" />
      ))}
    </Stack>
  );
}

export function StatementError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title="No se pudo cargar la cuenta corriente"
      role="alert"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            Reintentar
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

export function NoMovements() {
  return (
    <Paper withBorder radius="md" p="xl" role="status">
      <Stack align="center" gap="xs" ta="center">
        <IconInbox size={40} aria-hidden stroke={1.4} />
        <Title order={2} fz="h4">
          No hay movimientos en el período
        </Title>
        <Text c="dimmed" size="sm">
          Elija otro período u otra moneda: el saldo inicial es el de todo lo anterior.
        </Text>
      </Stack>
    </Paper>
  );
}
