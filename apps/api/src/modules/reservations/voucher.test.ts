import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { passengersOf, serviceDay, utilitiesKit } from '../activities/test-kit';
import { pdfText } from './voucher/test-pdf-text';

// GET /api/main/reservas/:id/voucher.pdf (issue 18): the PDF the agent hands the client, read
// back as text. Amounts are the sandbox's Everglades tariff (apps/sandbox/README.md): 2 × 45 +
// 35 for a 7-year-old, the infant free = 125, plus 35 + 35 of fees = 195.

const PARTY = { adults: 2, childAges: [7, 2] };
const LOGO = fileURLToPath(new URL('../../../assets/agency-logo.png', import.meta.url));

describe('GET /api/main/reservas/:id/voucher.pdf', () => {
  const t = useTestApp({ agency: { name: 'Viajes Ñandú', logoPath: LOGO } });
  const voucher = (id: number | string, headers = t.vendedor) =>
    t.app.inject({ method: 'GET', url: `/api/main/reservas/${id}/voucher.pdf`, headers });

  const bookEverglades = async (over: Record<string, unknown> = {}, headers = t.vendedor) => {
    const kit = utilitiesKit(t);
    const offer = await kit.activityOffer('MCO-EVG01', serviceDay(23), PARTY);
    const [lead, ...rest] = passengersOf(PARTY, offer.concept.fecha);
    const pasajeros = [{ ...lead!, apellidos: 'Peña Núñez', nombres: 'José María' }, ...rest];
    const res = await kit.book('actividades', kit.activityBooking(offer, PARTY, { pasajeros, ...over }), {
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { reservationId: string | number; codigoReserva: string };
  };

  it('answers the booking as a one-page PDF with its number, supplier code, passengers, prices and policy', async () => {
    const booked = await bookEverglades();
    const id = Number(booked.reservationId);
    const res = await voucher(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="voucher-${id}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const { text, pages } = await pdfText(res.rawPayload);
    expect(pages).toBe(1);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/main/reservas/${id}`, headers: t.vendedor })
    ).json();
    for (const expected of [
      'Viajes Ñandú',
      'Voucher de reserva',
      `Reserva N° ${id}`,
      `Código del proveedor ${booked.codigoReserva}`,
      'Estado Confirmada',
      'Servicio Actividad',
      'Peña Núñez, José María DNI 30000000',
      'Tarifa US$ 125,00',
      'Gasto de reserva US$ 35,00',
      'Gasto administrativo US$ 35,00',
      'Total US$ 195,00',
      'Dólares estadounidenses (USD)',
      'Reserva confirmada; emisión sujeta a pago total',
      detail.cancelacion.politica.replace(/\s+/g, ' '),
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IVA');
    expect(text).not.toContain('CANCELADA');
  });

  it("shows an AS agent's client entity, and hides each one's bookings from the other", async () => {
    const mine = Number((await bookEverglades()).reservationId);
    const theirs = Number((await bookEverglades({ idEntidad: t.ids.entity }, t.agente)).reservationId);
    const res = await voucher(theirs, t.agente);
    expect(res.statusCode, res.body).toBe(200);
    const entity = (
      await t.app.inject({ method: 'GET', url: `/api/main/reservas/${theirs}`, headers: t.agente })
    ).json().entidad as string;
    expect((await pdfText(res.rawPayload)).text).toContain(`Cliente ${entity}`);

    const hidden = await voucher(mine, t.agente);
    expect([hidden.statusCode, hidden.json().message]).toEqual([404, 'No se encontró la reserva']);
    expect((await voucher(theirs, t.vendedor)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown booking and 400 for an id that is not a number', async () => {
    const unknown = await voucher(987_654);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'No se encontró la reserva']);
    expect((await voucher('abc')).statusCode).toBe(400);
  });

  it('needs the bearer token', async () => {
    expect((await voucher(1, {})).statusCode).toBe(401);
  });
});
