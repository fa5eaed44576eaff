import { addDays, agencyToday } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { flightRoutes, flightSegments } from '../db/schema-flights';
import { QUOTA_ROUTES, type Route } from './flight-routes';

// Demo seat quotas (issue 13): the blocks an Argentine wholesaler buys for the season, weekly
// departures for the next 12 months from Buenos Aires, Córdoba and Rosario to the Caribbean,
// Brazil and Florida, 6 to 9 nights. Deterministic: some departures sold out, some almost full.
// Runs at every start; departures that already exist are left as they are (their seats sold).

const WEEKS = 53;
const TIPO_CAMBIO = '1450.00';

const hash = (s: string) => {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
};
const money = (n: number) => n.toFixed(2);
const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();

/** January, February, July and the end of the year sell at high season. */
const season = (iso: string) => (/-(01|02|07|12)-/.test(iso) ? 1.25 : 1);

/** Seats of one leg: a block of 30 to 60; a tenth sold out, a tenth with 1 to 3 left. */
function seatsOf(key: string) {
  const h = hash(key);
  const seats = 30 + (h % 31);
  const roll = (h >>> 8) % 100;
  const left = roll < 10 ? 0 : roll < 20 ? 1 + (roll % 3) : seats - ((h >>> 16) % Math.floor(seats / 2));
  return { seats, seatsLeft: left };
}

function legOf(r: Route, dir: 'ida' | 'vuelta', day: string, comparador: string) {
  const [depOut, arrOut, depBack, arrBack] = r.times;
  const out = dir === 'ida';
  const venta = Math.round(r.fare * season(day) * (0.95 + (hash(`${comparador}${dir}`) % 11) / 100));
  return {
    routeId: r.id,
    comparador,
    direction: dir,
    flightNumber: out ? r.out : r.back,
    origin: out ? r.from : r.to,
    destination: out ? r.to : r.from,
    departureDate: day,
    departureTime: out ? depOut : depBack,
    arrivalDate: r.overnight ? addDays(day, 1) : day,
    arrivalTime: out ? arrOut : arrBack,
    ...seatsOf(`${comparador}|${dir}`),
    venta: money(venta),
    iva: money(0), // international transport: VAT exempt
    alicuota: money(0),
    tasa: money(r.tasa),
    costo: money(venta * 0.82),
    afip: money(venta * 0.3), // Impuesto PAIS (Ley 27.541), shown apart
    afip2: money(venta * 0.3), // percepción RG 4815, shown apart
    tipoCambio: TIPO_CAMBIO,
  };
}

export async function seedFlightQuotas(db: Db, now: Date, tz?: string): Promise<void> {
  const today = agencyToday(now, tz);
  await db
    .insert(flightRoutes)
    .values(
      QUOTA_ROUTES.map((r) => ({
        id: r.id,
        airline: r.airline,
        origin: r.from,
        destination: r.to,
        destinationName: r.toName,
        flightOut: r.out,
        flightBack: r.back,
        travelClass: 'Económica',
      })),
    )
    .onConflictDoNothing();
  await db.execute(sql`select setval('flight_routes_id_seq', (select max(id) from flight_routes))`);
  const legs = QUOTA_ROUTES.flatMap((r) => {
    const first = addDays(today, (r.weekday - weekday(today) + 7) % 7);
    return Array.from({ length: WEEKS }, (_, w) => {
      const out = addDays(first, 7 * w);
      const comparador = `${r.out}-${out}`;
      return [legOf(r, 'ida', out, comparador), legOf(r, 'vuelta', addDays(out, r.nights), comparador)];
    }).flat();
  });
  for (let i = 0; i < legs.length; i += 200)
    await db
      .insert(flightSegments)
      .values(legs.slice(i, i + 200))
      .onConflictDoNothing();
}
