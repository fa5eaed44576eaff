import { describe, expect, it } from 'vitest';
import { addDays, MESSAGES, type TReservationListResponse } from '@portal/domain';
import { useTestApp, type Headers } from '../../test/app';
import { testToday } from '../../test/clock';
import { seedReservations, type Seeded } from './mis-reservas-test-kit';

// GET /api/main/reservas (issue 18) over 5,000 seeded bookings: filters, pages and search in
// SQL; every expectation is filtered from the seed array.
const t = useTestApp();
let seed: Seeded[] = [];

const list = async (query: string, headers: Headers = t.vendedor) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/main/reservas?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TReservationListResponse;
};
const vendedorRows = () => seed.filter((s) => s.userId === t.ids.vendedor);
const newestFirst = (rows: Seeded[]) =>
  [...rows].sort((a, b) => (a.bookedOn === b.bookedOn ? b.id - a.id : a.bookedOn < b.bookedOn ? 1 : -1));

describe('GET /api/main/reservas', () => {
  it('seeds 5,000 bookings', async () => {
    seed = await seedReservations(t, 5000);
    expect(seed).toHaveLength(5000);
  }, 60_000);

  it("pages the user's own bookings, newest first, with the total", async () => {
    const mine = newestFirst(vendedorRows());
    const first = await list('page=1&pageSize=50');
    // counted up to 1,000: past it the agent narrows the filters
    expect(mine.length).toBeGreaterThan(1000);
    expect([first.total, first.hayMas]).toEqual([1000, true]);
    expect(first.items.map((i) => i.id)).toEqual(mine.slice(0, 50).map((s) => s.id));
    const third = await list('page=3&pageSize=100');
    expect(third.items.map((i) => i.id)).toEqual(mine.slice(200, 300).map((s) => s.id));
    expect(third.items[0]).toMatchObject({
      titular: expect.stringMatching(/, Ana María$/),
      pasajeros: 1,
      entidad: null,
    });
  });

  it('filters by product, status and booking or service dates', async () => {
    const from = addDays(testToday(), -20);
    const to = addDays(testToday(), -10);
    const want = vendedorRows().filter(
      (s) => s.module === 'cars' && s.status === 'confirmed' && s.bookedOn >= from && s.bookedOn <= to,
    );
    const got = await list(`module=cars&status=confirmed&desde=${from}&hasta=${to}&pageSize=100`);
    expect([got.total, got.hayMas]).toEqual([want.length, false]);
    expect(new Set(got.items.map((i) => i.id))).toEqual(new Set(want.map((s) => s.id)));
    const svcFrom = addDays(testToday(), 30);
    const svcTo = addDays(testToday(), 40);
    const svc = vendedorRows().filter((s) => s.checkin >= svcFrom && s.checkin <= svcTo);
    const bySvc = await list(`fecha=servicio&desde=${svcFrom}&hasta=${svcTo}&pageSize=100`);
    expect(bySvc.total).toBe(svc.length);
    expect(bySvc.items.every((i) => i.checkin >= svcFrom && i.checkin <= svcTo)).toBe(true);
  });

  it('finds a passenger by surname without accents, by document, by our number and the supplier code', async () => {
    const pena = vendedorRows().filter((s) => s.apellido === 'Peña');
    expect((await list('q=PENA&pageSize=10')).total).toBe(pena.length);
    const one = vendedorRows()[123]!;
    expect((await list(`q=${one.dni}`)).items.map((i) => i.id)).toEqual([one.id]);
    expect((await list(`q=${one.id}`)).items.map((i) => i.id)).toEqual([one.id]);
    expect((await list(`q=${one.supplierRef.toLowerCase()}`)).items.map((i) => i.id)).toEqual([one.id]);
    expect((await list('q=nadie%20llamado')).total).toBe(0);
  });

  it('pages a surname newest first, narrowed by status, product or a second word', async () => {
    const pena = newestFirst(vendedorRows().filter((s) => s.apellido === 'Peña'));
    const second = await list('q=pe%C3%B1a&page=2&pageSize=5');
    expect(second.items.map((i) => i.id)).toEqual(pena.slice(5, 10).map((s) => s.id));
    const confirmed = pena.filter((s) => s.status === 'confirmed');
    const got = await list('q=pena&status=confirmed&pageSize=100');
    expect(got.total).toBe(confirmed.length);
    expect(got.items.map((i) => i.id)).toEqual(confirmed.slice(0, 100).map((s) => s.id));
    const cars = pena.filter((s) => s.module === 'cars');
    expect((await list('q=pena&module=cars&pageSize=100')).total).toBe(cars.length);
    const one = pena[3]!;
    expect((await list(`q=pena%20${one.dni}`)).items.map((i) => i.id)).toEqual([one.id]);
    expect((await list(`q=garcia%20${one.dni}`)).total).toBe(0);
  });

  it("shows an AS agent his and his entities' bookings, never another user's", async () => {
    const agent = seed.filter((s) => s.userId === t.ids.agente);
    const got = await list('pageSize=100&module=hotels', t.agente);
    expect(got.total).toBe(agent.filter((s) => s.module === 'hotels').length);
    expect(got.items.every((i) => i.idEntidad === t.ids.entity)).toBe(true);
    const other = vendedorRows()[0]!;
    expect((await list(`q=${other.dni}`, t.agente)).total).toBe(0);
  });

  it.each([
    ['pageSize=101', undefined],
    ['q=a', MESSAGES.reservationSearchMinChars],
    ['desde=2026-05-02&hasta=2026-05-01', MESSAGES.checkoutNotAfterCheckin],
    ['status=lost', undefined],
  ])('refuses %s with 400', async (query, message) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/main/reservas?${query}`,
      headers: t.vendedor,
    });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toContain(message);
  });
});
