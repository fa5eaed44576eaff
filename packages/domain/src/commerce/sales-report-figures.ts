import type { IsoDate } from '../dates';
import { fromCents, round2, type Cents, type Currency } from '../money';
import type {
  TSalesFigures,
  TSalesGrouping,
  TSalesMonthPoint,
  TSalesReport,
  TSalesReportRow,
} from './sales-report';

// The sales report's arithmetic (issue 32, item 5): the database sums each group's numerics and
// hands them over as cents, once; from here on every amount is whole cents until the answer.

/** A group's sums as the database adds them (sales-report.ts says which statuses go where). */
export type TSalesSums = {
  reservas: number;
  ventaCents: Cents;
  netoCents: Cents;
  margenCents: Cents;
  canceladas: number;
  penalidadesCents: Cents;
  sinConfirmar: number;
  ventaSinConfirmarCents: Cents;
};
export type TSalesGroupSums = TSalesSums & { clave: string; etiqueta: string };
export type TSalesMonthSums = Pick<TSalesSums, 'reservas' | 'ventaCents' | 'netoCents' | 'margenCents'> & {
  /** 'AAAA-MM' of the agency's calendar */
  mes: string;
};

export const NO_SALES: TSalesSums = {
  reservas: 0,
  ventaCents: 0,
  netoCents: 0,
  margenCents: 0,
  canceladas: 0,
  penalidadesCents: 0,
  sinConfirmar: 0,
  ventaSinConfirmarCents: 0,
};

/** The margin as a percentage of the sale, rounded once to 2 decimals; 0 when nothing was sold. */
export const marginPercent = (margenCents: Cents, ventaCents: Cents): number =>
  ventaCents === 0 ? 0 : round2((margenCents * 100) / ventaCents);

export const addSales = (a: TSalesSums, b: TSalesSums): TSalesSums => ({
  reservas: a.reservas + b.reservas,
  ventaCents: a.ventaCents + b.ventaCents,
  netoCents: a.netoCents + b.netoCents,
  margenCents: a.margenCents + b.margenCents,
  canceladas: a.canceladas + b.canceladas,
  penalidadesCents: a.penalidadesCents + b.penalidadesCents,
  sinConfirmar: a.sinConfirmar + b.sinConfirmar,
  ventaSinConfirmarCents: a.ventaSinConfirmarCents + b.ventaSinConfirmarCents,
});

export const salesFiguresOf = (s: TSalesSums): TSalesFigures => ({
  reservas: s.reservas,
  venta: fromCents(s.ventaCents),
  neto: fromCents(s.netoCents),
  margen: fromCents(s.margenCents),
  margenPct: marginPercent(s.margenCents, s.ventaCents),
  canceladas: s.canceladas,
  penalidades: fromCents(s.penalidadesCents),
  sinConfirmar: s.sinConfirmar,
  ventaSinConfirmar: fromCents(s.ventaSinConfirmarCents),
});

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** 'mar 2026' for '2026-03'. */
export const monthLabel = (mes: string): string =>
  `${MONTHS[Number(mes.slice(5, 7)) - 1]} ${mes.slice(0, 4)}`;

/** Every month a period touches, in order, as 'AAAA-MM'. */
export function monthsOf(desde: IsoDate, hasta: IsoDate): string[] {
  const months: string[] = [];
  let [y, m] = [Number(desde.slice(0, 4)), Number(desde.slice(5, 7))];
  const last = hasta.slice(0, 7);
  for (let mes = desde.slice(0, 7); mes <= last; mes = `${y}-${String(m).padStart(2, '0')}`) {
    months.push(mes);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  return months;
}

/** The chart's series: each month of the period once, those without sales at 0. */
export function monthSeries(
  desde: IsoDate,
  hasta: IsoDate,
  sums: readonly TSalesMonthSums[],
): TSalesMonthPoint[] {
  const byMonth = new Map(sums.map((s) => [s.mes, s]));
  return monthsOf(desde, hasta).map((mes) => {
    const s = byMonth.get(mes);
    return {
      mes,
      etiqueta: monthLabel(mes),
      reservas: s?.reservas ?? 0,
      venta: fromCents(s?.ventaCents ?? 0),
      neto: fromCents(s?.netoCents ?? 0),
      margen: fromCents(s?.margenCents ?? 0),
    };
  });
}

const byLabel = new Intl.Collator('es-AR', { sensitivity: 'base' });
/** Months in order; any other grouping by sale, largest first, then by name. */
const rowOrder = (agrupar: TSalesGrouping) => (a: TSalesReportRow, b: TSalesReportRow) =>
  agrupar === 'mes'
    ? a.clave.localeCompare(b.clave)
    : b.venta - a.venta || byLabel.compare(a.etiqueta, b.etiqueta);

/** The answer: each group's figures, their totals (the sum of the groups' cents) and the months. */
export function salesReportOf(o: {
  range: { desde: IsoDate; hasta: IsoDate };
  agrupar: TSalesGrouping;
  moneda: Currency;
  groups: readonly TSalesGroupSums[];
  months: readonly TSalesMonthSums[];
}): TSalesReport {
  const filas = o.groups
    .map(({ clave, etiqueta, ...sums }) => ({ clave, etiqueta, ...salesFiguresOf(sums) }))
    .sort(rowOrder(o.agrupar));
  const totals = o.groups.reduce<TSalesSums>((acc, g) => addSales(acc, g), NO_SALES);
  return {
    ...o.range,
    agrupar: o.agrupar,
    moneda: o.moneda,
    filas,
    totales: salesFiguresOf(totals),
    porMes: monthSeries(o.range.desde, o.range.hasta, o.months),
  };
}
