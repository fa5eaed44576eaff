import { ADMIN, authHeader, type Headers, type TestHandle } from '../../../test/app';
import { entities, reservations } from '../../../db/schema';

// The sales report suites' bookings, written straight to the table with hand-chosen net and
// markup (sale = net + markup, as the table's CHECK keeps it), at instants chosen around the
// agency's midnights (Buenos Aires is UTC-3 all year).

type Booking = {
  module: string;
  supplier: string;
  status: 'confirmed' | 'pre_booked' | 'cancelling' | 'cancelled' | 'pending' | 'unknown' | 'failed';
  userId: number;
  idEntidad?: number | null;
  /** the instant it was booked, with its offset */
  at: string;
  net: string;
  markup: string;
  currency?: 'USD' | 'ARS';
  penalty?: string;
};

const cents = (amount: string) => Math.round(Number(amount) * 100);
const sale = (b: Booking) => ((cents(b.net) + cents(b.markup)) / 100).toFixed(2);

export const reportKit = (t: TestHandle) => {
  let admin: Headers | undefined;
  const headers = async () => (admin ??= await authHeader(t.app, ADMIN));
  return {
    get: async (query = '', as?: Headers) =>
      t.app.inject({
        method: 'GET',
        url: `/api/admin/reportes/ventas${query ? `?${query}` : ''}`,
        headers: as ?? (await headers()),
      }),
    addEntity: async (razonSocial: string) =>
      (await t.db.insert(entities).values({ razonSocial }).returning())[0]!.idEntidad,
    book: (rows: Booking[]) =>
      t.db.insert(reservations).values(
        rows.map((b, i) => ({
          module: b.module,
          supplier: b.supplier,
          supplierRef: `REPORT-${i}`,
          status: b.status,
          userId: b.userId,
          idEntidad: b.idEntidad ?? null,
          productName: `Producto ${i}`,
          checkin: '2026-06-01',
          currency: b.currency ?? 'USD',
          breakdown: {},
          total: sale(b),
          netTotal: b.net,
          markupTotal: b.markup,
          cancelPenalty: b.penalty ?? null,
          passengers: [],
          request: {},
          createdAt: new Date(b.at),
        })),
      ),
  };
};

/**
 * The suites' bookings around March 2026, the month of the tests' clock (2026-03-10): one of
 * each kind the report tells apart, two sellers, two entities and none, two currencies, and
 * the month's edges on both sides. Hand-computed, March in USD (the default report) holds:
 *   sold: AVIS 300.00 (250 + 50), BUDGET 200.50 (180 + 20.50), OMNIBEES 1,000.00 (900 + 100) and
 *   500.00 being cancelled (450 + 50): 4 bookings, 2,000.50 sale, 1,780.00 net, 220.50 margin;
 *   apart: a cancelled ticket with a 40.00 penalty; pending 150.00 and unknown 80.00.
 */
export async function bookMarch(t: TestHandle) {
  const kit = reportKit(t);
  const norte = await kit.addEntity('Viajes Norte SA');
  const sur = await kit.addEntity('Turismo Sur SRL');
  const { vendedor, agente } = t.ids;
  // a table, one booking a line
  // prettier-ignore
  await kit.book([
    // 1 March, 00:30 in Buenos Aires: March
    { module: 'cars', supplier: 'AVIS', status: 'confirmed', userId: vendedor, at: '2026-03-01T00:30:00-03:00', net: '250.00', markup: '50.00' },
    { module: 'cars', supplier: 'BUDGET', status: 'pre_booked', userId: agente, idEntidad: norte, at: '2026-03-05T09:00:00-03:00', net: '180.00', markup: '20.50' },
    { module: 'hotels', supplier: 'OMNIBEES', status: 'confirmed', userId: agente, idEntidad: norte, at: '2026-03-08T12:00:00-03:00', net: '900.00', markup: '100.00' },
    // 31 March, 23:00 in Buenos Aires (1 April in UTC): March
    { module: 'hotels', supplier: 'OMNIBEES', status: 'cancelling', userId: vendedor, at: '2026-03-31T23:00:00-03:00', net: '450.00', markup: '50.00' },
    { module: 'tickets', supplier: 'DISNEY', status: 'cancelled', userId: vendedor, idEntidad: sur, at: '2026-03-03T11:00:00-03:00', net: '400.00', markup: '0', penalty: '40.00' },
    { module: 'flights', supplier: 'AEROLINEAS', status: 'failed', userId: vendedor, at: '2026-03-04T10:00:00-03:00', net: '999.99', markup: '0' },
    { module: 'assistance', supplier: 'ASSIST', status: 'pending', userId: agente, idEntidad: sur, at: '2026-03-06T10:00:00-03:00', net: '150.00', markup: '0' },
    { module: 'activities', supplier: 'TOURS', status: 'unknown', userId: vendedor, at: '2026-03-07T10:00:00-03:00', net: '70.00', markup: '10.00' },
    // 28 February, 23:30 in Buenos Aires (1 March in UTC): February
    { module: 'cars', supplier: 'AVIS', status: 'confirmed', userId: vendedor, at: '2026-02-28T23:30:00-03:00', net: '100.00', markup: '20.00' },
    { module: 'transfers', supplier: 'TRASLADOS', status: 'confirmed', userId: agente, idEntidad: norte, at: '2026-02-10T12:00:00-03:00', net: '50.00', markup: '10.00' },
    // 1 April, 00:00 in Buenos Aires: April
    { module: 'cars', supplier: 'AVIS', status: 'confirmed', userId: vendedor, at: '2026-04-01T00:00:00-03:00', net: '700.00', markup: '77.00' },
    // pesos: never added to dollars
    { module: 'hotels', supplier: 'OMNIBEES', status: 'confirmed', userId: vendedor, idEntidad: norte, at: '2026-03-09T10:00:00-03:00', net: '45000.00', markup: '5000.00', currency: 'ARS' },
  ]);
  return { kit, norte, sur };
}
