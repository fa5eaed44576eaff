import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  salesReportFileName,
  ZSalesReport,
  type TSalesReport,
  type TSalesReportQuery,
} from '@portal/domain/commerce/sales-report';
import { apiRequest } from '@/shared/api-client';
import { saveBlob } from '@/shared/save-blob';

// GET /api/admin/reportes/ventas (issue 32, item 5): the report as JSON for the screen, and
// the same query as .xlsx through the client (it needs the session, so no plain link).

/** What the screen asks: the query without its format (json to read, xlsx to download). */
export type TSalesFilters = Partial<Omit<TSalesReportQuery, 'formato'>>;

const clean = (f: TSalesFilters) =>
  Object.fromEntries(
    Object.entries(f).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as Record<string, string | number>;

const salesReportQuery = (filters: TSalesFilters) =>
  queryOptions({
    queryKey: ['admin', 'reportes-ventas', clean(filters)],
    queryFn: ({ signal }) =>
      apiRequest('admin', '/reportes/ventas', { query: clean(filters), schema: ZSalesReport, signal }),
    // the last answer stays on screen while a changed filter is asked
    placeholderData: keepPreviousData,
  });
export const useSalesReport = (filters: TSalesFilters) => useQuery(salesReportQuery(filters));

/** The report on screen as .xlsx, named as the server names it (the same rule, in the domain). */
export const useDownloadSalesReport = () =>
  useMutation({
    mutationFn: async ({ filters, shown }: { filters: TSalesFilters; shown: TSalesReport }) => {
      // what is on screen, named as it is: its period, grouping and currency
      const { desde, hasta, agrupar, moneda } = shown;
      const query = { ...clean(filters), desde, hasta, agrupar, moneda, formato: 'xlsx' };
      const blob = await apiRequest<Blob>('admin', '/reportes/ventas', { query, responseType: 'blob' });
      saveBlob(blob, salesReportFileName(shown));
    },
    meta: { booksNothing: true },
  });
