import '@mantine/core/styles/ColorSwatch.layer.css';
import '@mantine/charts/styles.layer.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { SALES_GROUPING_LABELS, type TSalesReport } from '@portal/domain/commerce/sales-report';
import { money } from './sales-format';

// The report's two charts, in their own chunk (recharts weighs ~130 KB gzip): loaded with the
// report's first answer, never by the agents' screens.

/** The chart shows the groups that sold most; the table lists them all. */
const MAX_BARS = 12;
const BAR_SERIES = [
  { name: 'Neto', color: 'blue.6' },
  { name: 'Margen', color: 'teal.6' },
];
const MONTH_SERIES = [
  { name: 'Venta', color: 'blue.6' },
  { name: 'Margen', color: 'teal.6' },
];

const short = (text: string) => (text.length > 22 ? `${text.slice(0, 21)}…` : text);

export function SalesCharts({ report }: { report: TSalesReport }) {
  const grouping = SALES_GROUPING_LABELS[report.agrupar].toLowerCase();
  const top = [...report.filas].sort((a, b) => b.venta - a.venta).slice(0, MAX_BARS);
  const bars = (report.agrupar === 'mes' ? report.filas : top).map((f) => ({
    grupo: short(f.etiqueta),
    Neto: f.neto,
    Margen: f.margen,
  }));
  const months = report.porMes.map((m) => ({ mes: m.etiqueta, Venta: m.venta, Margen: m.margen }));
  const format = (value: number) => money(value, report.moneda);
  const axis = (value: number) => value.toLocaleString('es-AR', { notation: 'compact' });
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" mb="md">
      <Paper withBorder p="sm" radius="sm">
        <Title order={2} size="h4" mb={4}>
          Venta por {grouping}
        </Title>
        <Text size="xs" c="dimmed" mb="xs">
          Neto y margen apilados: la barra entera es la venta
          {report.filas.length > MAX_BARS && report.agrupar !== 'mes' ? ` (las ${MAX_BARS} mayores)` : ''}.
        </Text>
        <BarChart
          h={Math.max(180, bars.length * 34)}
          data={bars}
          dataKey="grupo"
          type="stacked"
          orientation="vertical"
          series={BAR_SERIES}
          withLegend
          valueFormatter={format}
          xAxisProps={{ tickFormatter: axis }}
          yAxisProps={{ width: 130 }}
          gridAxis="x"
          aria-label={`Venta por ${grouping}`}
        />
      </Paper>
      <Paper withBorder p="sm" radius="sm">
        <Title order={2} size="h4" mb={4}>
          Evolución mensual
        </Title>
        <Text size="xs" c="dimmed" mb="xs">
          Venta y margen de cada mes del período.
        </Text>
        {months.length > 1 ? (
          <AreaChart
            h={240}
            data={months}
            dataKey="mes"
            series={MONTH_SERIES}
            curveType="monotone"
            withLegend
            withDots={months.length <= 12}
            valueFormatter={format}
            yAxisProps={{ tickFormatter: axis, width: 56 }}
            aria-label="Venta y margen por mes"
          />
        ) : (
          // one month is a point, not a line: its two figures side by side
          <BarChart
            h={240}
            data={months}
            dataKey="mes"
            series={MONTH_SERIES}
            withLegend
            maxBarWidth={80}
            valueFormatter={format}
            yAxisProps={{ tickFormatter: axis, width: 56 }}
            aria-label="Venta y margen del mes"
          />
        )}
      </Paper>
    </SimpleGrid>
  );
}
