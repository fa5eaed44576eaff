import { addDays, addYears, agencyToday } from '@portal/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { testClock } from '../test-clock';
import { assistanceRoutes } from './routes';
import type { QuoteBookOptions } from './quotes';

// UAssistance as a caller sees it, for the simulator's tests: its calls with its key, a trip
// some weeks from the tests' today, travellers born to be a given age on departure.

export const KEY = 'sandbox-uassistance';
export const DEPARTURE = addDays(agencyToday(new Date(testClock())), 40);
/** The return date of a trip of `days` days counted inclusively from DEPARTURE. */
export const returnAfter = (days: number) => addDays(DEPARTURE, days - 1);

export type WireQuote = {
  QuoteId: string;
  PlanCode: string;
  PlanName: string;
  ProductLine: string;
  ModuleDays?: number;
  ExtraDays?: number;
  MaxTripDays?: number;
  Discount: { Type: string; Percent: number } | null;
  Covers: { Code: string; Description: string; Currency: string; Amount: number }[];
  Travellers: { Age: number; Premium: number }[];
  TotalPremium: number;
  ExpiresAt: string;
};

export const caller = (app: FastifyInstance) => {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, key = KEY) =>
    app.inject({ method, url: `/uassistance${url}`, payload, headers: { 'x-api-key': key } });
  const quote = async (ages: number[], days: number, destination = 'CENTROAMERICA') => {
    const res = await call('POST', '/quotes', {
      Destination: destination,
      DepartureDate: DEPARTURE,
      ReturnDate: returnAfter(days),
      TravellerAges: ages,
    });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json().Quotes as WireQuote[];
  };
  const plan = async (code: string, ages: number[], days: number, destination?: string) =>
    (await quote(ages, days, destination)).find((q) => q.PlanCode === code);
  return { call, quote, plan };
};

/** The insurer alone, on a clock the test moves. */
export async function clockedInsurer(options: QuoteBookOptions) {
  const app = Fastify();
  await app.register(assistanceRoutes(options), { prefix: '/uassistance' });
  return app;
}

/** A traveller who is `age` on DEPARTURE (`dayLater`: born a day later, so a year younger). */
export const traveller = (age: number, n: number, dayLater = false) => ({
  GivenName: `Name${n}`,
  Surname: 'Paz',
  DocumentNumber: `3011122${n}`,
  DocumentType: 'DNI',
  BirthDate: addDays(addYears(DEPARTURE, -age), dayLater ? 1 : 0),
  Nationality: 'Argentina',
});
