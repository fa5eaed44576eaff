import { describe, expect, it } from 'vitest';
import { addDays, MESSAGES, ZVoucherResponse, type TAssistanceQuote } from '@portal/domain';
import { useTestApp } from '../../test/app';
import { testToday } from '../../test/clock';
import { assistanceKit, newAssistanceKey, traveller, trip, voucherBody } from './test-kit';

// spec §4, §7 POST voucher/pre-reserva (header idCotizacion): the accepted plan pre-booked for
// the quoted travellers, once per Idempotency-Key and once per quote (issue 15).
const t = useTestApp();
const kit = assistanceKit(t);
const FAMILY = [44, 41, 12, 7];

/** A family trip quoted and its cheapest per-day plan accepted. */
const acceptedPlan = async (over: Record<string, unknown> = {}, ages = FAMILY) => {
  const tr = trip(over, ages);
  const plan = (await kit.quote(tr)).find((q) => q.category === 'Por Días')!;
  await kit.accept(plan.id);
  return { tr, plan };
};

describe('POST /api/assistance/voucher/pre-reserva', () => {
  it('pre-books the family once: plan + 35 booking fee + 35 administrative expense', async () => {
    const { tr, plan } = await acceptedPlan();
    const key = newAssistanceKey();
    const res = await kit.preBook(plan.id, voucherBody(tr, plan, FAMILY), { key });
    expect(res.statusCode, res.body).toBe(200);
    const answer = ZVoucherResponse.parse(res.json());
    expect(answer).toMatchObject({ status: 'pre_booked', voucher: expect.stringMatching(/^UA-/) });
    const [row] = (await kit.rows()).filter((r) => r.idempotencyKey === key);
    expect(row).toMatchObject({
      id: Number(answer.reservationId),
      status: 'pre_booked',
      supplier: 'UASSISTANCE',
      supplierRef: answer.voucher,
      productName: 'Asistencia UA 30 (Por Días) - Europa',
      checkin: tr.fechaInicio,
      checkout: tr.fechaFin,
      currency: 'USD',
      userId: t.ids.vendedor,
    });
    expect(plan.price).toBe(202.5); // apps/sandbox/README.md: the family's UA 30
    expect(row!.total).toBe('272.50');
    expect(row!.breakdown).toMatchObject({ tarifa: plan.price, gastoReserva: 35, gastoAdmin: 35, iva: 0 });
    expect((await kit.quoteRow(plan.id)).reservationId).toBe(row!.id);

    const again = await kit.preBook(plan.id, voucherBody(tr, plan, FAMILY), { key });
    expect(again.json()).toEqual(answer);
    const other = await kit.preBook(plan.id, voucherBody(tr, plan, FAMILY));
    expect([other.statusCode, other.json().message]).toEqual([400, MESSAGES.assistanceQuoteUsed]);
    expect(
      (await kit.rows()).filter((r) => r.request && JSON.stringify(r.request).includes(plan.id)),
    ).toHaveLength(1);
  });

  it('checks the total the agent saw when it is sent', async () => {
    const { tr, plan } = await acceptedPlan({ destino: 'CUBA' });
    const body = voucherBody(tr, plan, FAMILY, { monto: plan.price + 70 });
    const res = await kit.preBook(plan.id, body);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('pre-books an annual plan for one traveller for the AS agent’s client, valid a year', async () => {
    const start = addDays(testToday(), 3); // AS agents book from today
    const tr = trip({ destino: 'NORTEAMERICA', fechaInicio: start, fechaFin: addDays(start, 9) }, [35]);
    const plan = (await kit.quote(tr, t.agente)).find((q) => q.category === 'Anuales')!;
    expect(plan).toBeDefined();
    await kit.accept(plan.id, t.agente);
    const body = voucherBody(tr, plan, [35], { idEntidad: t.ids.entity });
    expect(body.datosVoucher.fechaVigencia.hasta).not.toBe(tr.fechaFin);
    const res = await kit.preBook(plan.id, body, { headers: t.agente });
    expect(res.statusCode, res.body).toBe(200);
    const row = (await kit.rows()).find((r) => r.id === Number(res.json().reservationId))!;
    expect(row).toMatchObject({ idEntidad: t.ids.entity, status: 'pre_booked', userId: t.ids.agente });
  });

  type Broken = [string, (tr: ReturnType<typeof trip>, plan: TAssistanceQuote) => unknown, string];
  const broken: Broken[] = [
    [
      'another trip type',
      (tr, p) => ({
        ...voucherBody(tr, p, FAMILY),
        datosVoucher: { ...voucherBody(tr, p, FAMILY).datosVoucher, tipoViaje: 'Anuales' },
      }),
      MESSAGES.assistanceTripType,
    ],
    [
      'another validity',
      (tr, p) => ({
        ...voucherBody(tr, p, FAMILY),
        datosVoucher: {
          ...voucherBody(tr, p, FAMILY).datosVoucher,
          fechaVigencia: { desde: tr.fechaInicio, hasta: addDays(tr.fechaFin, 5) },
        },
      }),
      MESSAGES.assistanceValidityMismatch,
    ],
    ['a traveller fewer', (tr, p) => voucherBody(tr, p, [44, 41, 12]), MESSAGES.assistancePaxCount],
    [
      'a traveller of another age',
      (tr, p) => voucherBody(tr, p, [44, 41, 13, 7]),
      'El pasajero 3 debe tener 12 años al inicio del viaje, como en la cotización',
    ],
    [
      'a minor as the lead',
      (tr, p) => ({
        ...voucherBody(tr, p, FAMILY),
        datosVoucher: { ...voucherBody(tr, p, FAMILY).datosVoucher, leadId: 2 },
      }),
      MESSAGES.assistanceLeadAdult,
    ],
    [
      'a minor with a 9-digit document',
      (tr, p) => {
        const b = voucherBody(tr, p, FAMILY);
        b.datosVoucher.paxs[3] = traveller(7, tr.fechaInicio, 3, { dni: '123456789' });
        return b;
      },
      MESSAGES.documentDigitsMinor,
    ],
    [
      'another total',
      (tr, p) => voucherBody(tr, p, FAMILY, { monto: p.price }),
      MESSAGES.assistanceTotalMismatch,
    ],
    [
      'a client entity for a non-AS seller',
      (tr, p) => voucherBody(tr, p, FAMILY, { idEntidad: 1 }),
      MESSAGES.clientEntityNotAllowed,
    ],
  ];
  it.each(broken)('refuses %s with 400 and writes nothing', async (_, make, message) => {
    const { tr, plan } = await acceptedPlan({ destino: 'SUDAMERICA' });
    const before = (await kit.rows()).length;
    const res = await kit.preBook(plan.id, make(tr, plan));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await kit.rows()).length).toBe(before);
    expect((await kit.quoteRow(plan.id)).reservationId).toBeNull();
  });

  it('refuses a quote not accepted, expired, another agent’s, or no quote at all', async () => {
    const tr = trip({ destino: 'OCEANIA' });
    const [first, second] = (await kit.quote(tr)).filter((q) => q.category === 'Por Días');
    const before = (await kit.rows()).length;
    const notAccepted = await kit.preBook(first!.id, voucherBody(tr, first!, FAMILY));
    expect([notAccepted.statusCode, notAccepted.json().message]).toEqual([
      400,
      MESSAGES.assistanceQuoteNotAccepted,
    ]);
    await kit.accept(second!.id);
    const others = await kit.preBook(second!.id, voucherBody(tr, second!, FAMILY), { headers: t.agente });
    expect([others.statusCode, others.json().message]).toEqual([404, MESSAGES.assistanceQuoteNotFound]);
    const none = await kit.preBook(undefined, voucherBody(tr, second!, FAMILY));
    expect([none.statusCode, none.json().message]).toEqual([400, MESSAGES.assistanceQuoteHeaderRequired]);
    await kit.expire(second!.id);
    const expired = await kit.preBook(second!.id, voucherBody(tr, second!, FAMILY));
    expect([expired.statusCode, expired.json().message]).toEqual([400, MESSAGES.assistanceQuoteExpired]);
    expect((await kit.rows()).length).toBe(before);
  });

  it('an AS agent names one of their clients', async () => {
    const start = addDays(testToday(), 3);
    const tr = trip({ fechaInicio: start, fechaFin: addDays(start, 9) }, [35]);
    const [plan] = await kit.quote(tr, t.agente);
    await kit.accept(plan!.id, t.agente);
    const without = await kit.preBook(plan!.id, voucherBody(tr, plan!, [35]), { headers: t.agente });
    expect([without.statusCode, without.json().message]).toEqual([400, MESSAGES.clientEntityRequired]);
    const notMine = await kit.preBook(plan!.id, voucherBody(tr, plan!, [35], { idEntidad: t.ids.notMine }), {
      headers: t.agente,
    });
    expect([notMine.statusCode, notMine.json().message]).toEqual([400, MESSAGES.clientEntityNotAllowed]);
  });
});
