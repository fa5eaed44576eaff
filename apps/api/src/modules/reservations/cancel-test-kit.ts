import { expect } from 'vitest';
import { addDays, type TReservationDetail } from '@portal/domain';
import type { Headers, TestHandle } from '../../test/app';
import { utilitiesKit } from '../activities/test-kit';
import { testToday } from '../../test/clock';

let keys = 0;
const key = () => `test-cancel-${Date.now().toString(36)}-${++keys}`;

/** Mis reservas' detail and cancellation calls, and an activity booking to cancel. */
export function cancelKit(t: TestHandle) {
  const detail = async (id: number | string, headers: Headers = t.vendedor) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/main/reservas/${id}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TReservationDetail;
  };
  const cancel = (id: number | string, penalidad: number, o: { headers?: Headers; key?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/main/reservas/${id}/cancelar`,
      headers: { ...(o.headers ?? t.vendedor), 'idempotency-key': o.key ?? key() },
      payload: { penalidad },
    });

  /** An Everglades airboat tour `ahead` days from now, booked by `headers`' user. */
  const bookActivity = async (ahead: number, headers: Headers = t.vendedor) => {
    const kit = utilitiesKit(t);
    const date = addDays(testToday(), ahead);
    const search = await kit.searchActivity('MCO-EVG01', date, { adults: 2, childAges: [] }, headers);
    expect(search.statusCode, search.body).toBe(200);
    const answer = search.json();
    const offer = answer.products.availResponseV2Product[0];
    const concept = offer.concepts[0];
    const party = { adults: 2, childAges: [] };
    const body = kit.activityBooking({ answer, offer, concept, slot: concept.horarios[0] }, party);
    const res = await kit.book(
      'actividades',
      headers === t.agente ? { ...body, idEntidad: t.ids.entity } : body,
      {
        headers,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    return Number(res.json().reservationId);
  };

  return { detail, cancel, bookActivity, key };
}
