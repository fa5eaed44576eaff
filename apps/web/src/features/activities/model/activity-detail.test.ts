import { MESSAGES } from '@portal/domain/messages';
import { describe, expect, it } from 'vitest';
import type { TStoredActivity } from './activity-draft-store';
import {
  buildActivityOrder,
  checkDetail,
  checkPick,
  detailOfferOf,
  parseSlot,
  slotValue,
} from './activity-detail';
import { availability, inDays, offer, product } from './test-data';

const stored: TStoredActivity = {
  draft: {
    productCode: 'MCO-KSC01',
    productName: 'Kennedy Space Center',
    paxQuantity: 3,
    fromDate: inDays(20),
    toDate: inDays(20),
    rooming: { adultCount: 2, childCount: 1, childAges: [7] },
  },
  product: product(),
  stay: {
    destino: { code: 'MCO', name: 'Orlando', country: 'Estados Unidos' },
    checkin: inDays(18),
    checkout: inDays(25),
  },
};
const noSlots = offer({ concepts: offer().concepts.map((c) => ({ ...c, horarios: [] })) });

describe('activity detail rules (spec §5)', () => {
  it('needs the draft, the product code, an option code and a free slot', () => {
    expect(checkDetail(stored, offer()).ok).toBe(true);
    expect(checkDetail(null, offer())).toMatchObject({ message: MESSAGES.bookingDataMissing });
    expect(checkDetail(stored, noSlots)).toMatchObject({ message: MESSAGES.bookingDataMissing });
    expect(checkDetail(stored, offer({ concepts: [] }))).toMatchObject({
      message: MESSAGES.bookingDataMissing,
    });
    expect(checkDetail(stored, undefined)).toMatchObject({ message: MESSAGES.bookingDataMissing });
  });
  it("the stored product's offer, or the first one", () => {
    const other = offer({ productCode: 'OTHER' });
    expect(detailOfferOf(availability([other, offer()]), 'MCO-KSC01')?.productCode).toBe('MCO-KSC01');
    expect(detailOfferOf(availability([other]), 'MCO-KSC01')?.productCode).toBe('OTHER');
    expect(detailOfferOf(undefined, 'MCO-KSC01')).toBeUndefined();
  });
  it("'Reservar Ya!' needs a slot the option offers", () => {
    const pick = { conceptBookingCode: 'C-GEN', horario: '09:30' };
    expect(parseSlot(slotValue(pick))).toEqual(pick);
    expect(checkPick(offer(), pick).ok).toBe(true);
    expect(checkPick(offer(), null)).toMatchObject({ message: MESSAGES.selectTimeSlot });
    expect(checkPick(offer(), { conceptBookingCode: 'C-LUN', horario: '09:30' })).toMatchObject({
      message: 'Selecciona un horario para continuar con la reserva',
    });
  });
});

describe('activity order (form-pax?q=activities)', () => {
  it('the draft of spec §3 with the option picked; tarifa + 35 + 35', () => {
    const draft = buildActivityOrder({
      stored,
      offer: offer(),
      pick: { conceptBookingCode: 'C-LUN', horario: '11:00' },
    });
    expect(draft.q).toBe('activities');
    expect(draft.payload).toEqual({
      productCode: 'MCO-KSC01',
      productName: 'Kennedy Space Center',
      paxQuantity: 3,
      fromDate: inDays(20),
      toDate: inDays(20),
      rooming: { adultCount: 2, childCount: 1, childAges: [7] },
      horarioSeleccionado: '11:00',
      conceptBookingCode: 'C-LUN',
      echoToken: 'ECHO-1',
      productBookingCode: 'PB-1',
      tarifa: 240,
      currencyCode: 'USD',
    });
    expect(draft.passengers).toEqual([{ kind: 'adult' }, { kind: 'adult' }, { kind: 'minor', age: 7 }]);
    expect(draft.referenceDate).toBe(inDays(20));
    expect(draft.summary).toMatchObject({
      title: 'Kennedy Space Center',
      dates: { checkin: inDays(20) },
      adults: 2,
      minors: 1,
      currency: 'USD',
      total: 310, // 240 + 35 + 35 (spec §9)
    });
    expect(draft.summary.breakdown).toMatchObject({ tarifa: 240, gastoReserva: 35, gastoAdmin: 35 });
    expect(draft.summary.product).toMatch(/^Con almuerzo · .* a las 11:00 h$/);
  });
});
