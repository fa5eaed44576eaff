import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Center, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifyFailure } from '@/shared/notify-failure';
import { IconAlertTriangle, IconChartBarOff, IconFileSpreadsheet } from '@tabler/icons-react';
import { salesReportRange } from '@portal/domain/commerce/sales-report';
import { agencyToday } from '@portal/domain/dates';
import { MESSAGES } from '@portal/domain/messages';
import { AdminHeaderButton, AdminPageHeader } from '../components/admin-page-header';
import { SalesFilters } from './sales-filters';
import { useDownloadSalesReport, useSalesReport, type TSalesFilters } from './sales-report-api';
import { SalesSummary } from './sales-summary';
import { SalesTable } from './sales-table';

// recharts weighs ~130 KB gzip: the figures and the table show first, the charts when their code has come
const SalesCharts = lazy(() => import('./sales-charts').then((m) => ({ default: m.SalesCharts })));

const initialFilters = (): TSalesFilters => ({
  ...salesReportRange({}, agencyToday(new Date())),
  agrupar: 'linea',
  moneda: 'USD',
});

/** /admin/reportes (issue 32, item 5): the sales report, its charts and its .xlsx. */
export function SalesReportPage() {
  const [filters, setFilters] = useState<TSalesFilters>(initialFilters);
  const [supplier, setSupplier] = useState('');
  const [proveedor] = useDebouncedValue(supplier.trim().toUpperCase(), 400);
  const asked = { ...filters, proveedor: proveedor || undefined };
  const report = useSalesReport(asked);
  const download = useDownloadSalesReport();
  const shown = report.data;
  const empty = shown !== undefined && shown.filas.length === 0;

  return (
    <>
      <AdminPageHeader
        title="Reporte de ventas"
        description="Reservas, venta, neto y margen del período, por línea, proveedor, mes, vendedor o entidad."
        actions={
          <AdminHeaderButton
            variant="default"
            icon={IconFileSpreadsheet}
            iconSize={18}
            loading={download.isPending}
            disabled={!shown || empty || report.isFetching}
            onClick={() =>
              shown &&
              download.mutate({ filters: asked, shown }, { onError: notifyFailure('No se pudo exportar') })
            }
          >
            Exportar Excel
          </AdminHeaderButton>
        }
      />
      <SalesFilters filters={filters} onChange={setFilters} supplier={supplier} onSupplier={setSupplier} />
      {report.isError && (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          mb="md"
          title="No se pudo leer el reporte"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{report.error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void report.refetch()}>
              Reintentar
            </Button>
          </Stack>
        </Alert>
      )}
      {report.isPending && (
        <Center py="xl">
          <Loader aria-label="Cargando el reporte" />
        </Center>
      )}
      {shown && empty && (
        <Stack align="center" gap="xs" py="xl" c="dimmed">
          <IconChartBarOff size={40} aria-hidden />
          <Text fw={600}>{MESSAGES.reportEmpty}</Text>
          <Text size="sm">Pruebe con otro período, otra moneda o sin filtros.</Text>
        </Stack>
      )}
      {shown && !empty && (
        <>
          <SalesSummary report={shown} />
          <Suspense fallback={<Skeleton h={300} mb="md" aria-label="Cargando los gráficos" />}>
            <SalesCharts report={shown} />
          </Suspense>
          <SalesTable report={shown} fetching={report.isFetching} />
        </>
      )}
    </>
  );
}
