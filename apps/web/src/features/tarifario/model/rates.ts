import { parseAmount, CURRENCIES, type Currency } from '@portal/domain/money';
import { asList, showOccupancyColumn } from '@portal/domain/small-rules';
import type { TTarifarioPeriod, TTarifarioRoom } from '@portal/domain/tarifario/get-tarifario';
import { money as formatAmount } from '@/shared/money';

// How the rate sheet reads (spec §2 tarifario result): occupancy columns, amounts, party sizes.

const OCCUPANCY_ORDER = ['SGL', 'DBL', 'TPL', 'CPL'];
const OCCUPANCY_NAMES: Record<string, string> = {
  SGL: 'Single',
  DBL: 'Doble',
  TPL: 'Triple',
  CPL: 'Cuádruple',
};

export const occupancyName = (code: string): string => OCCUPANCY_NAMES[code.toUpperCase()] ?? code;

const ratesOf = (period: TTarifarioPeriod) => asList(period.tarifas.tarifa);

/** A period's total for an occupancy ('0.00' or missing: not sold). */
export const periodTotal = (period: TTarifarioPeriod, code: string) =>
  ratesOf(period).find((r) => r.ocupacion.toUpperCase() === code)?.total;

/**
 * The occupancy columns of a room's table: SGL, DBL, TPL, CPL first, then any other code, each
 * shown when at least one period sells it. A column is hidden only when its total is '0.00'
 * (or missing) in every period of the room (spec §2 'hidden when total is 0.00').
 */
export const occupancyColumns = (room: TTarifarioRoom): string[] => {
  const periods = asList(room.tarifario);
  const codes = [...new Set(periods.flatMap((p) => ratesOf(p).map((r) => r.ocupacion.toUpperCase())))];
  const rank = (c: string) =>
    OCCUPANCY_ORDER.includes(c) ? OCCUPANCY_ORDER.indexOf(c) : OCCUPANCY_ORDER.length;
  return codes
    .filter((c) => periods.some((p) => showOccupancyColumn(periodTotal(p, c))))
    .sort((a, b) => rank(a) - rank(b));
};

const isCurrency = (c: string | undefined): c is Currency =>
  (CURRENCIES as readonly string[]).includes(c ?? '');

/** es-AR amount in its currency ('US$ 1.234,50', '$ 80,00'); a currency we do not format goes first. */
export const money = (amount: unknown, currency: string | undefined): string | undefined => {
  const n = parseAmount(amount);
  if (n === undefined) return undefined;
  const code = currency?.trim().toUpperCase();
  if (isCurrency(code)) return formatAmount(n, code);
  const plain = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    n,
  );
  return code ? `${code} ${plain}` : plain;
};

export const paxText = (n: number) => (n === 1 ? '1 pasajero' : `${n} pasajeros`);

/** 'Hotel' website links only when they are web addresses (no javascript: or data: URLs). */
export const safeWebsite = (url: string | undefined): string | undefined =>
  url && /^https?:\/\/[^\s]+$/i.test(url.trim()) ? url.trim() : undefined;
