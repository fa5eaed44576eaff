import { lazy, Suspense, useState } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconChartBar, IconRefresh } from '@tabler/icons-react';
import {
  SUPPLIER_STATE_LABELS,
  type TSupplierHealth,
  type TSupplierState,
} from '@portal/domain/admin/supplier-health';
import { AdminHeaderButton, AdminPageHeader } from '../components/admin-page-header';
import { formatInstant } from '../model/format';
import { supplierLabel } from './supplier-labels';

// recharts weighs ~130 KB gzip: the table shows first, the chart when its code has come
const SupplierChart = lazy(() => import('./supplier-chart').then((m) => ({ default: m.SupplierChart })));
import { useSupplierHealth } from './use-supplier-health';

const STATE_COLORS: Record<TSupplierState, string> = {
  fallando: 'red',
  'con-errores': 'orange',
  normal: 'teal',
  'sin-llamadas': 'gray',
};

const ms = (value: number | null) => (value === null ? '—' : `${value.toLocaleString('es-AR')} ms`);
const percent = (rate: number) => `${(rate * 100).toLocaleString('es-AR', { maximumFractionDigits: 1 })} %`;

function HealthRow({ s, charted, onChart }: { s: TSupplierHealth; charted: boolean; onChart: () => void }) {
  return (
    <Table.Tr data-state={s.state}>
      <Table.Td>
        <Text fw={600}>{supplierLabel(s.supplier)}</Text>
        <Text size="xs" c="dimmed">
          {s.supplier}
        </Text>
      </Table.Td>
      <Table.Td miw={140}>
        <Badge color={STATE_COLORS[s.state]} variant={s.state === 'fallando' ? 'filled' : 'dot'} tt="none">
          {SUPPLIER_STATE_LABELS[s.state]}
        </Badge>
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {s.calls.toLocaleString('es-AR')}
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {s.calls === 0 ? '—' : percent(s.errorRate)}
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {ms(s.p50Ms)}
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {ms(s.p95Ms)}
      </Table.Td>
      <Table.Td>
        {s.lastError ? (
          <Text size="sm">
            {formatInstant(s.lastError.at)} · {s.lastError.outcome}
            {s.lastError.status ? ` (HTTP ${s.lastError.status})` : ''} · {s.lastError.path}
          </Text>
        ) : (
          '—'
        )}
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant={charted ? 'filled' : 'default'}
          leftSection={<IconChartBar size={14} aria-hidden />}
          onClick={onChart}
          aria-pressed={charted}
          aria-label={`Ver gráfico de ${supplierLabel(s.supplier)}`}
        >
          Gráfico
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** /admin/proveedores (issue 31, item 7): every supplier's last 15 minutes, refreshed by itself. */
export function SuppliersPage() {
  const { data, isPending, isError, error, refetch, isFetching } = useSupplierHealth();
  const [chosen, setChosen] = useState<string | null>(null);
  const failing = data?.suppliers.filter((s) => s.state === 'fallando') ?? [];
  const charted = data?.suppliers.find(
    (s) => s.supplier === (chosen ?? failing[0]?.supplier ?? data.suppliers[0]?.supplier),
  );

  return (
    <Stack gap="md">
      <AdminPageHeader
        title="Proveedores"
        description="Llamadas de los últimos 15 minutos en este servidor: errores y demora. Se actualiza sola cada 10 segundos."
        actions={
          <AdminHeaderButton
            variant="default"
            icon={IconRefresh}
            onClick={() => void refetch()}
            loading={isFetching}
          >
            Actualizar
          </AdminHeaderButton>
        }
      />
      {isPending && <Loader aria-label="Cargando proveedores" />}
      {isError && (
        <Alert color="red" title="No se pudo leer la salud de los proveedores">
          {error.message}
        </Alert>
      )}
      {failing.length > 0 && (
        <Alert
          color="red"
          variant="filled"
          icon={<IconAlertTriangle aria-hidden />}
          title="Proveedores fallando ahora"
          role="alert"
        >
          {failing.map((s) => supplierLabel(s.supplier)).join(', ')}: la mitad o más de sus llamadas de los
          últimos 5 minutos fallaron.
        </Alert>
      )}
      {data && (
        <>
          <Table.ScrollContainer minWidth={980}>
            <Table striped highlightOnHover withTableBorder aria-label="Salud de los proveedores">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Proveedor</Table.Th>
                  <Table.Th>Estado</Table.Th>
                  <Table.Th ta="right">Llamadas</Table.Th>
                  <Table.Th ta="right">Errores</Table.Th>
                  <Table.Th ta="right">p50</Table.Th>
                  <Table.Th ta="right">p95</Table.Th>
                  <Table.Th>Último error</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.suppliers.map((s) => (
                  <HealthRow
                    key={s.supplier}
                    s={s}
                    charted={charted?.supplier === s.supplier}
                    onChart={() => setChosen(s.supplier)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {charted && (
            <Card withBorder padding="md">
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h4">
                  {supplierLabel(charted.supplier)}: llamadas por minuto
                </Title>
                <Text size="sm" c="dimmed">
                  Actualizado {formatInstant(data.generatedAt)}
                </Text>
              </Group>
              <Suspense fallback={<Loader size="sm" aria-label="Cargando gráfico" />}>
                <SupplierChart health={charted} />
              </Suspense>
            </Card>
          )}
        </>
      )}
    </Stack>
  );
}
