import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { useTestApp } from '../../test/app';
import { FAMILY, newUtilityKey, passengersOf, serviceDay, utilitiesKit } from './test-kit';

// POST /api/utilities/actividades/reservar (issue 16): an activity on a chosen slot, booked
// once per Idempotency-Key, every rule refused with 400/409 and nothing written.

const cents = (n: number) => Math.round(n * 100);

describe('POST /api/utilities/actividades/reservar', () => {
  const t = useTestApp();

  it('books the slot once, priced option + 35 + 35, and a retry answers the same booking', async () => {
    const kit = utilitiesKit(t);
    const date = serviceDay();
    const offer = await kit.activityOffer((await kit.activityOn('MCO', date)).productCode, date);
    const key = newUtilityKey();
    const body = kit.activityBooking(offer);
    const res = await kit.book('actividades', body, { key });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      status: 'confirmed',
      currencyCode: 'USD',
      codigoReserva: expect.any(String),
    });
    expect(cents(answer.total)).toBe(cents(offer.concept.total) + 7000);
    const again = await kit.book('actividades', body, { key });
    expect(again.json()).toEqual(answer);
    const rows = await kit.rows('activities');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: Number(answer.reservationId),
      status: 'confirmed',
      supplier: 'DESTSERVICES',
      supplierRef: answer.codigoReserva,
      checkin: date,
      total: (cents(offer.concept.total) / 100 + 70).toFixed(2),
    });
    expect(rows[0]!.productName).toContain(offer.slot);
    expect(rows[0]!.breakdown).toMatchObject({
      tarifa: offer.concept.total,
      gastoReserva: 35,
      gastoAdmin: 35,
    });
  });

  it('charges the tariff of apps/sandbox/README.md: Everglades general entry for 2 adults, 7 and 2 years', async () => {
    // 2 × 45 + 1 × 35, the infant free: 125; + 35 booking fee + 35 administrative expense
    const kit = utilitiesKit(t);
    const party = { adults: 2, childAges: [7, 2] };
    const offer = await kit.activityOffer('MCO-EVG01', serviceDay(23), party);
    expect(offer.concept.detalles.map((d) => d.total)).toEqual([90, 35, 0]);
    const res = await kit.book('actividades', kit.activityBooking(offer, party));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total).toBe(195);
  });

  const refusals: [string, (b: Record<string, unknown>) => Record<string, unknown>, number, string][] = [
    [
      'no slot',
      (b) => ({ ...b, horarioSeleccionado: '' }),
      400,
      'Selecciona un horario para continuar con la reserva',
    ],
    [
      'no concept',
      (b) => ({ ...b, conceptBookingCode: null }),
      400,
      'Faltan datos necesarios para realizar la reserva',
    ],
    [
      'no echoToken',
      (b) => ({ ...b, echoToken: undefined }),
      400,
      'Faltan datos necesarios para realizar la reserva',
    ],
    [
      'a slot not offered',
      (b) => ({ ...b, horarioSeleccionado: '03:17' }),
      409,
      MESSAGES.activityOptionUnknown,
    ],
    ['an unknown token', (b) => ({ ...b, echoToken: 'no-such-token' }), 409, MESSAGES.availabilityExpired],
    ['another price', (b) => ({ ...b, tarifa: Number(b.tarifa) - 1 }), 409, MESSAGES.utilityPriceChanged],
    [
      'another party',
      (b) => ({
        ...b,
        rooming: { adultCount: 3, childCount: 0, childAges: [] },
        pasajeros: passengersOf({ adults: 3, childAges: [] }, String(b.fromDate)),
      }),
      400,
      MESSAGES.utilityPartyMismatch,
    ],
    [
      'a passenger missing',
      (b) => ({ ...b, pasajeros: (b.pasajeros as unknown[]).slice(1) }),
      400,
      MESSAGES.passengerCountMismatch,
    ],
  ];

  it.each(refusals)('refuses %s and writes nothing', async (_, change, status, message) => {
    const kit = utilitiesKit(t);
    const date = serviceDay(21);
    const offer = await kit.activityOffer((await kit.activityOn('MIA', date)).productCode, date);
    const before = (await kit.rows('activities')).length;
    const res = await kit.book('actividades', change(kit.activityBooking(offer)));
    expect([res.statusCode, res.json().message]).toEqual([status, message]);
    expect(await kit.rows('activities')).toHaveLength(before);
  });

  it('needs an AS agent to name a client entity of theirs, and lets them book from today', async () => {
    const kit = utilitiesKit(t);
    const product = (await kit.activities('CUN')).find((a) => a.availableDates.includes(serviceDay(2)))!;
    const search = await kit.searchActivity(product.productCode, serviceDay(2), FAMILY, t.agente);
    expect(search.statusCode, search.body).toBe(200);
    const answer = search.json();
    const offer = answer.products.availResponseV2Product[0];
    const concept = offer.concepts.find((c: { horarios: string[] }) => c.horarios.length > 0);
    const body = kit.activityBooking({ answer, offer, concept, slot: concept.horarios[0] });
    const none = await kit.book('actividades', body, { headers: t.agente });
    expect([none.statusCode, none.json().message]).toEqual([400, MESSAGES.clientEntityRequired]);
    const notMine = await kit.book(
      'actividades',
      { ...body, idEntidad: t.ids.notMine },
      { headers: t.agente },
    );
    expect([notMine.statusCode, notMine.json().message]).toEqual([400, MESSAGES.clientEntityNotAllowed]);
    const ok = await kit.book('actividades', { ...body, idEntidad: t.ids.entity }, { headers: t.agente });
    expect(ok.statusCode, ok.body).toBe(200);
    const row = (await kit.rows('activities')).find((r) => r.id === Number(ok.json().reservationId));
    expect(row).toMatchObject({ idEntidad: t.ids.entity, checkin: serviceDay(2) });
  });
});
