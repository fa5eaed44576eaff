import { type Cents, type Currency, formatMoney, sumCents } from '../money';
import type { NormalisedPrice } from '../money-price';
import { msg } from '../messages';
import { GASTO_RESERVA_CENTS } from './fees';

// The 'Orden confirmada' view per hotel (spec §2): sale rate, VAT with its rate,
// administrative fee, booking fee 35, total, country tax Resolución 4815, country tax Ley 27.541.
//   total = venta + iva + gastoAdministrativo + gastoReserva   (TOTAL from the answer when venta is absent)
// The booking fee is charged once per cart, so it is carried by the first hotel of the order
// (0 on the others): the hotels' totals add up to what the cart charged.
export type ConfirmedRoomView = {
  venta?: Cents;
  iva?: Cents;
  alicuota?: number; // percent; from the answer or iva / venta
  gastoAdministrativo?: Cents;
  gastoReserva: Cents;
  total?: Cents;
  resolucion4815?: Cents;
  impuestoPais?: Cents; // Ley 27.541
};

export const vatRate = (p: NormalisedPrice): number | undefined => {
  if (p.alicuota !== undefined) return p.alicuota;
  if (p.iva === undefined || !p.venta) return undefined;
  return Math.round((p.iva / p.venta) * 10000) / 100;
};

export const confirmedRoomView = (p: NormalisedPrice, carriesBookingFee: boolean): ConfirmedRoomView => {
  const gastoReserva = carriesBookingFee ? GASTO_RESERVA_CENTS : 0;
  const base = p.venta !== undefined ? sumCents([p.venta, p.iva, p.gastoAdministrativo]) : p.total;
  return {
    venta: p.venta,
    iva: p.iva,
    alicuota: vatRate(p),
    gastoAdministrativo: p.gastoAdministrativo,
    gastoReserva,
    total: base === undefined ? undefined : base + gastoReserva,
    resolucion4815: p.resolucion4815,
    impuestoPais: p.impuestoPais,
  };
};

/** One view per confirmed hotel; the first one carries the booking fee. */
export const confirmedOrderViews = (prices: readonly NormalisedPrice[]): ConfirmedRoomView[] =>
  prices.map((p, i) => confirmedRoomView(p, i === 0));

/** Money text, or 'no se pudo obtener el dato' when the value is missing (spec §2, §8). */
export const displayAmount = (cents: Cents | undefined, currency: Currency): string =>
  cents === undefined ? msg('missingValue') : formatMoney(cents, currency);

/** The administrative fee, or 'No se ah recibido el gasto Adm' when missing (spec §8). */
export const displayAdminFee = (cents: Cents | undefined, currency: Currency): string =>
  cents === undefined ? msg('missingAdminFee') : formatMoney(cents, currency);
