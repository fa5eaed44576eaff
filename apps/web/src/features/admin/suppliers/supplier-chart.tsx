import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import type { TSupplierHealth } from '@portal/domain/admin/supplier-health';
import { TZ_AGENCY } from '@portal/domain/dates';

const timeFmt = new Intl.DateTimeFormat('es-AR', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TZ_AGENCY,
});

/** Calls per minute of the last 15, the failed ones stacked in red (loaded only on this page). */
export function SupplierChart({ health }: { health: TSupplierHealth }) {
  const data = health.perMinute.map((m) => ({
    minuto: timeFmt.format(new Date(m.minute)),
    Correctas: m.calls - m.errors,
    Fallidas: m.errors,
  }));
  return (
    <BarChart
      h={180}
      data={data}
      dataKey="minuto"
      type="stacked"
      withLegend
      series={[
        { name: 'Correctas', color: 'teal.6' },
        { name: 'Fallidas', color: 'red.6' },
      ]}
      tickLine="y"
      aria-label={`Llamadas por minuto de ${health.supplier}`}
    />
  );
}
