import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  addDays,
  addYears,
  assistanceValidity,
  toEdadFields,
  type TAssistanceQuote,
  type TPassengerInput,
  type TSelectedQuoteResponse,
} from '@portal/domain';
import { assistanceQuotes } from '../../db/schema-assistance';
import { reservations } from '../../db/schema';
import type { Headers, TestHandle } from '../../test/app';
import { testNow, testToday } from '../../test/clock';

// Factories of the assistance suites: a trip as the portal quotes it, travellers of its ages,
// and the voucher the portal builds for a plan.

let keys = 0;
export const newAssistanceKey = () => `test-asis-key-${Date.now().toString(36)}-${++keys}`;

/** A family of 4 (44, 41, 12, 7) to Europe for 15 days, 40 days from now. */
export const trip = (over: Record<string, unknown> = {}, ages = [44, 41, 12, 7]) => {
  const fechaInicio = addDays(testToday(), 40);
  return {
    cantidadPasajeros: ages.length,
    destino: 'EUROPA',
    fechaInicio,
    fechaFin: addDays(fechaInicio, 14),
    idUsuarioReservo: 1,
    ...toEdadFields(ages),
    ...over,
  };
};
export type Trip = ReturnType<typeof trip>;

const NAMES = ['Lucía', 'Martín', 'Sofía', 'Tomás', 'Diego', 'Ana', 'Juan', 'Paula', 'Pedro', 'Clara'];

/** A traveller who is `age` on the trip's first day (born 40 days before that birthday). */
export const traveller = (
  age: number,
  start: string,
  i = 0,
  over: Partial<TPassengerInput> = {},
): TPassengerInput => {
  const nacimiento = addDays(addYears(start, -age), -40);
  return {
    nombres: NAMES[i % NAMES.length]!,
    apellidos: 'Fernández',
    dni: String((age >= 18 ? 30_000_000 : 50_000_000) + i),
    nacionalidad: 'Argentina',
    nacimiento,
    edad: age,
    tipoDoc: 'DNI',
    ...over,
  };
};

/** The pre-booking the portal sends for `plan` of `t`, the first traveller the lead. */
export const voucherBody = (
  t: Trip,
  plan: TAssistanceQuote,
  ages: number[],
  over: Record<string, unknown> = {},
) => ({
  datosVoucher: {
    paxs: ages.map((a, i) => traveller(a, t.fechaInicio, i)),
    leadId: 0,
    tipoViaje: plan.category,
    fechaVigencia: assistanceValidity(plan.category, t.fechaInicio, t.fechaFin),
  },
  idUsuarioReservo: 1,
  idUWS: 1002,
  ...over,
});

export const assistanceKit = (t: TestHandle) => {
  const post = (url: string, payload: unknown, headers: Headers = t.vendedor) =>
    t.app.inject({ method: 'POST', url: `/api/assistance${url}`, headers, payload: payload as object });
  const quote = async (body: unknown = trip(), headers: Headers = t.vendedor) => {
    const res = await post('/cotizador/cotizaciones', body, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TAssistanceQuote[];
  };
  const select = (id: string, headers: Headers = t.vendedor) =>
    post(`/cotizador/cotizacion-seleccionada/${encodeURIComponent(id)}`, {}, headers);
  const accept = async (id: string, headers: Headers = t.vendedor) => {
    const res = await select(id, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TSelectedQuoteResponse;
  };
  const preBook = (quoteId: string | undefined, body: unknown, o: { headers?: Headers; key?: string } = {}) =>
    post('/voucher/pre-reserva', body, {
      ...(o.headers ?? t.vendedor),
      'idempotency-key': o.key ?? newAssistanceKey(),
      ...(quoteId === undefined ? {} : { idcotizacion: quoteId }),
    });
  const rows = () => t.db.select().from(reservations).where(eq(reservations.module, 'assistance'));
  const quoteRows = () => t.db.select().from(assistanceQuotes);
  const quoteRow = async (id: string) =>
    (await t.db.select().from(assistanceQuotes).where(eq(assistanceQuotes.id, id)))[0]!;
  /** Moves a stored quote's expiry to the past, as if the agent had waited too long. */
  const expire = (id: string) =>
    t.db
      .update(assistanceQuotes)
      .set({ expiresAt: new Date(testNow().getTime() - 1000) })
      .where(eq(assistanceQuotes.id, id));
  return { post, quote, select, accept, preBook, rows, quoteRows, quoteRow, expire };
};
