import { agencyToday, PRODUCT_LINES, type TReservationModule } from '@portal/domain';
import {
  NO_ENTITY_KEY,
  NO_ENTITY_LABEL,
  salesReportRange,
  type TSalesGrouping,
  type TSalesReport,
  type TSalesReportQuery,
} from '@portal/domain/commerce/sales-report';
import { monthLabel, salesReportOf } from '@portal/domain/commerce/sales-report-figures';
import type { Db } from '../../../db/client';
import { salesSums, type TSalesGroupRow } from './repo';

/** What a group is called on the report: the line's label, a month's name, a user's or entity's name. */
function labelOf(agrupar: TSalesGrouping, row: TSalesGroupRow): string {
  switch (agrupar) {
    case 'linea':
      return PRODUCT_LINES[row.clave as TReservationModule]?.label ?? row.clave;
    case 'mes':
      return monthLabel(row.clave);
    case 'vendedor':
      return row.nombre ?? `Usuario ${row.clave}`;
    case 'entidad':
      return row.clave === NO_ENTITY_KEY ? NO_ENTITY_LABEL : (row.nombre ?? `Entidad ${row.clave}`);
    default:
      return row.clave;
  }
}

/**
 * GET /api/admin/reportes/ventas (issue 32, item 5): the period (the agency's current month
 * unless asked), summed by group and by month in one statement, the groups named.
 */
export async function salesReport(
  db: Db,
  query: TSalesReportQuery,
  clock: { now: Date; tz: string },
): Promise<TSalesReport> {
  const range = salesReportRange(query, agencyToday(clock.now, clock.tz));
  const { groups, months } = await salesSums(db, { ...query, ...range, tz: clock.tz });
  const named = groups.map((g) => ({ ...g, etiqueta: labelOf(query.agrupar, g) }));
  return salesReportOf({ range, agrupar: query.agrupar, moneda: query.moneda, groups: named, months });
}
