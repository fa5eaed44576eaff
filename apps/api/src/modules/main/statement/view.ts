import { formatMoney, toCents, type IsoDate } from '@portal/domain';
import {
  STATEMENT_ENTRY_LABELS,
  type TStatement,
  type TStatementEntry,
} from '@portal/domain/commerce/statement';
import { RESERVATION_STATUS_LABELS } from '@portal/domain/reservations/reservation-status';

// What the .xlsx and the PDF print of a statement, in the same words (es-AR).

/** 'DD/MM/AAAA' */
export const dayText = (day: IsoDate) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

export const periodText = (s: Pick<TStatement, 'desde' | 'hasta'>) =>
  `${dayText(s.desde)} al ${dayText(s.hasta)}`;

export const entityText = (s: Pick<TStatement, 'idEntidad' | 'razonSocial'>) =>
  `${s.razonSocial} (N° ${s.idEntidad})`;

export const moneyText = (amount: number, s: Pick<TStatement, 'moneda'>) =>
  formatMoney(toCents(amount), s.moneda);

export const typeText = (e: TStatementEntry) => STATEMENT_ENTRY_LABELS[e.tipo];

export const statusText = (e: TStatementEntry) => (e.estado ? RESERVATION_STATUS_LABELS[e.estado] : '');

/** The booking's or the payment's number, as the agent looks it up. */
export const referenceText = (e: TStatementEntry) =>
  e.idReserva !== undefined ? `Reserva ${e.idReserva}` : e.idPago !== undefined ? `Pago ${e.idPago}` : '';

const instantFormatters = new Map<string, Intl.DateTimeFormat>();
/** 'DD/MM/AAAA HH:MM' in the agency's zone: when the file was made. */
export const instantText = (at: Date, tz: string) => {
  let f = instantFormatters.get(tz);
  if (!f) {
    const options = {
      timeZone: tz,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    } as const;
    instantFormatters.set(tz, (f = new Intl.DateTimeFormat('es-AR', options)));
  }
  const part = (type: string) => f.formatToParts(at).find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
};
