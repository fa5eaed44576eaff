import { addDays, agencyToday, formatDdMmYyyy } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { passengersOf, utilitiesKit } from '../modules/activities/test-kit';
import { pdfText } from '../modules/reservations/voucher/test-pdf-text';
import { useTestApp } from './app';
import { testToday } from './clock';

// The tests' clock is the app's and the run's simulator's (clock.ts): a day it has ahead, though
// the wall clock has passed it, is sold by the simulator, booked by the app, cancellable free in
// Mis reservas, and the voucher is printed on the tests' today.
const t = useTestApp();
const PARTY = { adults: 2, childAges: [] };

describe("the tests' clock", () => {
  it('judges a day the wall clock has passed as ahead: sold, booked, cancellable and printed on it', async () => {
    const day = addDays(testToday(), 23);
    expect(day < agencyToday(new Date())).toBe(true);
    const kit = utilitiesKit(t);
    const offer = await kit.activityOffer('MCO-EVG01', day, PARTY);
    expect(offer.concept.fecha).toBe(day);
    const pasajeros = passengersOf(PARTY, day);
    const res = await kit.book('actividades', kit.activityBooking(offer, PARTY, { pasajeros }));
    expect(res.statusCode, res.body).toBe(200);
    const id = Number(res.json().reservationId);

    const detail = await t.app.inject({ url: `/api/main/reservas/${id}`, headers: t.vendedor });
    expect(detail.json().cancelacion).toMatchObject({ cancelable: true, penalidad: 0 });
    const voucher = await t.app.inject({ url: `/api/main/reservas/${id}/voucher.pdf`, headers: t.vendedor });
    expect((await pdfText(voucher.rawPayload)).text).toContain(
      `Fecha de impresión ${formatDdMmYyyy(testToday())}`,
    );
  });
});
