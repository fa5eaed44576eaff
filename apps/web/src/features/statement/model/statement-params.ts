import type { TStatementQueryInput } from '@portal/domain/commerce/statement';
import { isValidIsoDate, type IsoDate } from '@portal/domain/dates';
import { formatDdMmYyyy } from '@portal/domain/dates-format';
import type { Currency } from '@portal/domain/money';

// The statement keeps its period and currency in the URL (features/README "Search criteria"):
// a reload, back and a shared link show the same statement.
// /cuenta-corriente/12?desde=2026-01-01&hasta=2026-03-31&moneda=ARS

export type TStatementParams = { desde: IsoDate | null; hasta: IsoDate | null; moneda: Currency };

const date = (raw: string | null) => (isValidIsoDate(raw) ? raw : null);

/** Broken values fall back to the defaults: the server's last 90 days, in dollars. */
export const readStatementParams = (p: URLSearchParams): TStatementParams => {
  const desde = date(p.get('desde'));
  const hasta = date(p.get('hasta'));
  return {
    desde,
    // a range the wrong way round is dropped rather than sent for a 400
    hasta: desde && hasta && hasta < desde ? null : hasta,
    moneda: p.get('moneda') === 'ARS' ? 'ARS' : 'USD',
  };
};

/** Only what differs from the defaults goes in the URL. */
export const statementParamsQuery = (s: TStatementParams): Record<string, string | null> => ({
  desde: s.desde,
  hasta: s.hasta,
  moneda: s.moneda === 'USD' ? null : s.moneda,
});

export const statementApiQuery = (s: TStatementParams): TStatementQueryInput => ({
  ...(s.desde ? { desde: s.desde } : {}),
  ...(s.hasta ? { hasta: s.hasta } : {}),
  moneda: s.moneda,
});

/** '01/03/2026' (es-AR) */
export const formatDay = (day: IsoDate) => formatDdMmYyyy(day).replaceAll('-', '/');
