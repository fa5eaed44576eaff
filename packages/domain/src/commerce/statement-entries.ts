import type { IsoDate } from '../dates';
import { fromCents, type Cents, type Currency } from '../money';
import { PRODUCT_LINES } from '../reservations/product-lines';
import type { TReservationModule } from '../reservations/reservation';
import type { TReservationStatus } from '../reservations/reservation-status';
import type { TStatement, TStatementEntry, TStatementEntryType } from './statement';

// The statement's lines from the movements the database read (issue 32, item 4), with the
// running balance in cents. What each row of the tables becomes:
// - a booking that did not fail: 'reserva' on the day it was made, debiting its total;
// - a cancelled booking, also: 'cancelacion' on the day it was cancelled, crediting its total,
//   and 'penalidad' that day, debiting its penalty when there is one;
// - a payment (amount > 0): 'pago', crediting it; a reversal (amount < 0): 'reversion', debiting it.
// So a cancelled booking nets its penalty, and the balance is the credit line's: charges − payments.

type BookingFacts = {
  idReserva: number;
  /** the reservations row's module */
  linea: string;
  producto: string;
  /** the lead passenger as 'Apellidos, Nombres' */
  pasajero: string | null;
  estado: TReservationStatus;
};
type When = {
  /** the day, in the agency's calendar */
  fecha: IsoDate;
  /** the instant it happened as sortable text (UTC ISO): the order within a day */
  instante: string;
};

/** One movement as the repository reads it; amounts in cents, positive but a reversal's. */
export type TStatementMovement =
  | (When & BookingFacts & { tipo: 'reserva' | 'cancelacion' | 'penalidad'; monto: Cents })
  | (When & {
      tipo: 'pago';
      idPago: number;
      /** as stored: > 0 a payment, < 0 a reversal */
      monto: Cents;
      medio: string;
      referencia: string | null;
      /** the payment a reversal reverses */
      revierte: number | null;
    });

export type TStatementHeader = Pick<TStatement, 'idEntidad' | 'razonSocial' | 'desde' | 'hasta'> & {
  moneda: Currency;
};

const RANK: Record<TStatementMovement['tipo'], number> = {
  reserva: 0,
  cancelacion: 1,
  penalidad: 2,
  pago: 3,
};
const idOf = (m: TStatementMovement) => (m.tipo === 'pago' ? m.idPago : m.idReserva);

/** Date, then instant, then a cancellation before its penalty, then id: the same order every time. */
export const compareMovements = (a: TStatementMovement, b: TStatementMovement): number =>
  a.fecha.localeCompare(b.fecha) ||
  a.instante.localeCompare(b.instante) ||
  RANK[a.tipo] - RANK[b.tipo] ||
  idOf(a) - idOf(b);

const lineLabel = (linea: string) => PRODUCT_LINES[linea as TReservationModule]?.label ?? linea;
const withRef = (medio: string, referencia: string | null) =>
  referencia ? `${medio} · Ref. ${referencia}` : medio;

type Line = Omit<TStatementEntry, 'debe' | 'haber' | 'saldo'> & { debe: Cents; haber: Cents };

/** What one movement reads as, and what it moves: debe adds to the balance, haber takes from it. */
export function statementLine(m: TStatementMovement): Line {
  if (m.tipo === 'pago') {
    const tipo: TStatementEntryType = m.monto < 0 ? 'reversion' : 'pago';
    const descripcion =
      tipo === 'pago'
        ? `Pago · ${withRef(m.medio, m.referencia)}`
        : `Reversión del pago N° ${m.revierte ?? '—'} · ${withRef(m.medio, m.referencia)}`;
    return {
      fecha: m.fecha,
      tipo,
      descripcion,
      idPago: m.idPago,
      medio: m.medio,
      ...(m.referencia ? { referencia: m.referencia } : {}),
      debe: m.monto < 0 ? -m.monto : 0,
      haber: m.monto > 0 ? m.monto : 0,
    };
  }
  const booking = {
    fecha: m.fecha,
    tipo: m.tipo,
    idReserva: m.idReserva,
    linea: lineLabel(m.linea),
    producto: m.producto,
    ...(m.pasajero ? { pasajero: m.pasajero } : {}),
    estado: m.estado,
  };
  if (m.tipo === 'reserva') {
    const who = m.pasajero ? ` · ${m.pasajero}` : '';
    const descripcion = `Reserva N° ${m.idReserva} · ${booking.linea} · ${m.producto}${who}`;
    return { ...booking, descripcion, debe: m.monto, haber: 0 };
  }
  if (m.tipo === 'cancelacion')
    return {
      ...booking,
      descripcion: `Cancelación de la reserva N° ${m.idReserva}`,
      debe: 0,
      haber: m.monto,
    };
  const descripcion = `Penalidad por la cancelación de la reserva N° ${m.idReserva}`;
  return { ...booking, descripcion, debe: m.monto, haber: 0 };
}

/**
 * The balance of movements summed by kind (the payments' sum nets their reversals): what the
 * lines of statementLine would add up to, for the days before a period.
 */
export const balanceOfSums = (sums: Record<TStatementMovement['tipo'], Cents>): Cents =>
  sums.reserva - sums.cancelacion + sums.penalidad - sums.pago;

/**
 * The statement of a period: its movements in order, each with the balance after it, from the
 * balance of everything before the period (`saldoInicial`). Sums are kept in cents and turned
 * into decimals once, at the end.
 */
export function buildStatement(input: {
  header: TStatementHeader;
  saldoInicial: Cents;
  movements: readonly TStatementMovement[];
}): TStatement {
  let saldo = input.saldoInicial;
  let debe = 0;
  let haber = 0;
  const entries = [...input.movements].sort(compareMovements).map((m): TStatementEntry => {
    const line = statementLine(m);
    saldo += line.debe - line.haber;
    debe += line.debe;
    haber += line.haber;
    return { ...line, debe: fromCents(line.debe), haber: fromCents(line.haber), saldo: fromCents(saldo) };
  });
  return {
    ...input.header,
    saldoInicial: fromCents(input.saldoInicial),
    entries,
    totales: { debe: fromCents(debe), haber: fromCents(haber) },
    saldoFinal: fromCents(saldo),
  };
}
