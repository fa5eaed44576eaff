import { asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TSeatBlock } from '@portal/domain/admin/seat-blocks';
import { auditLog } from '../../../db/schema-admin';
import { flightRoutes, flightSegments } from '../../../db/schema-flights';
import type { Headers, TestHandle } from '../../../test/app';

// Factories of the seat-block suites: a block as the back office's form sends it, the three
// calls, and what the database holds.

let flights = 0;
/** Flight numbers no other block of the file has (a route is found again by its flights). */
const newFlights = () => {
  const n = 100 + 2 * ++flights;
  return { flightOut: `XQ${n}`, flightBack: `XQ${n + 1}` };
};

/** A block to Bariloche: 60 seats per leg at US$ 500 + 21 % VAT + US$ 60 of taxes (665 per leg). */
export const blockBody = (dates: { out: string; back: string }[], over: Record<string, unknown> = {}) => ({
  airline: 'Aerolíneas Argentinas',
  origin: 'AEP',
  destination: 'BRC',
  destinationName: 'Bariloche',
  ...newFlights(),
  travelClass: 'Económica',
  departures: { kind: 'dated', dates },
  times: { outDeparture: '08:10', outArrival: '10:30', backDeparture: '11:15', backArrival: '13:40' },
  seats: 60,
  fare: { venta: 500, alicuota: 21, tasa: 60, costo: 410, tipoCambio: 1450 },
  ...over,
});

export const seatBlocksKit = (t: TestHandle, admin: () => Headers) => {
  const list = (query = '', headers = admin()) =>
    t.app.inject({ method: 'GET', url: `/api/admin/cupos${query}`, headers });
  const create = (body: unknown, headers = admin()) =>
    t.app.inject({ method: 'POST', url: '/api/admin/cupos', headers, payload: body as object });
  const adjust = (idTramo: number, body: unknown, headers = admin()) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/cupos/${idTramo}`, headers, payload: body as object });
  /** Creates a block and answers it (201 checked). */
  const created = async (body: unknown): Promise<TSeatBlock> => {
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as TSeatBlock;
  };
  /** The block of route `id` as GET /cupos lists it (searched by its outbound flight). */
  const listed = async (block: Pick<TSeatBlock, 'id' | 'flightOut'>, desde = '') => {
    const res = await list(`?q=${block.flightOut}${desde && `&desde=${desde}`}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: TSeatBlock[] }).items.find((b) => b.id === block.id)!;
  };
  const leg = async (id: number) =>
    (await t.db.select().from(flightSegments).where(eq(flightSegments.id, id)))[0]!;
  const legsOfRoute = (routeId: number) =>
    t.db
      .select()
      .from(flightSegments)
      .where(eq(flightSegments.routeId, routeId))
      .orderBy(asc(flightSegments.departureDate), asc(flightSegments.direction));
  const audits = () =>
    t.db.select().from(auditLog).where(eq(auditLog.target, 'cupo')).orderBy(asc(auditLog.id));
  /** How many routes, legs and audit entries there are: a refused call changes none. */
  const counts = async () => {
    const n = async (table: typeof flightRoutes | typeof flightSegments | typeof auditLog) =>
      (await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table))[0]!.n;
    return { routes: await n(flightRoutes), legs: await n(flightSegments), audit: await n(auditLog) };
  };
  return { list, create, adjust, created, listed, leg, legsOfRoute, audits, counts };
};
