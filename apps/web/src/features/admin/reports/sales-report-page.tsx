import { AdminPageHeader } from '../components/admin-page-header';

/** /admin/reportes (issue 32, item 5): the sales report. */
export function SalesReportPage() {
  return <AdminPageHeader title="Reporte de ventas" />;
}
