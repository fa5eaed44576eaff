import { addDays, passengerSearchTerms } from '@portal/domain';
import { reservations } from '../../db/schema';
import type { TestHandle } from '../../test/app';
import { testToday } from '../../test/clock';

// A seeded set of bookings for the list's filters and pages (issue 18): made here, with every
// field the filters read known, so the expected answers are filtered from this array and not
// by the code under test.

export type Seeded = {
  id: number;
  userId: number;
  idEntidad: number | null;
  module: string;
  status: string;
  checkin: string;
  bookedOn: string; // the agency's calendar day of createdAt
  apellido: string;
  dni: string;
  supplierRef: string;
};

const MODULES = ['hotels', 'cars', 'assistance', 'activities', 'transfers', 'flights'] as const;
const STATUSES = ['confirmed', 'confirmed', 'pre_booked', 'failed', 'cancelled'] as const;
const SURNAMES = ['Fernández', 'Gómez', 'Peña', 'Álvarez', 'Ruiz', 'Sosa', 'Muñoz'];

/** `n` bookings of the two demo users (the agente's for his entity), booked over 100 days. */
export async function seedReservations(t: TestHandle, n: number): Promise<Seeded[]> {
  const rows = Array.from({ length: n }, (_, i) => {
    const mine = i % 3 !== 0;
    const bookedOn = addDays(testToday(), -(i % 100));
    const apellido = `${SURNAMES[i % SURNAMES.length]}`;
    const pax = { nombres: 'Ana María', apellidos: `${apellido} Test${i}`, dni: String(20_000_000 + i) };
    return {
      seed: {
        userId: mine ? t.ids.vendedor : t.ids.agente,
        idEntidad: mine ? null : t.ids.entity,
        module: MODULES[i % MODULES.length]!,
        status: STATUSES[i % STATUSES.length]!,
        checkin: addDays(testToday(), (i * 7) % 200),
        bookedOn,
        apellido,
        dni: pax.dni,
        supplierRef: `SEED-${i.toString(36).toUpperCase()}`,
      },
      pax,
    };
  });
  const seeded: Seeded[] = [];
  for (let from = 0; from < rows.length; from += 500) {
    const batch = rows.slice(from, from + 500);
    const inserted = await t.db
      .insert(reservations)
      .values(
        batch.map(({ seed, pax }) => ({
          module: seed.module,
          supplier: 'SEED',
          supplierRef: seed.supplierRef,
          status: seed.status as 'confirmed',
          userId: seed.userId,
          idEntidad: seed.idEntidad,
          productName: `Producto ${seed.module}`,
          checkin: seed.checkin,
          checkout: addDays(seed.checkin, 3),
          currency: 'USD',
          breakdown: { tarifa: 100, gastoReserva: 35, gastoAdmin: 35, iva: 0, pais: 0, rg4815: 0, rg5272: 0 },
          total: '170.00',
          netTotal: '170.00',
          passengers: [pax],
          request: {},
          searchTerms: passengerSearchTerms([pax]),
          // noon in Buenos Aires of the booking day
          createdAt: new Date(`${seed.bookedOn}T15:00:00Z`),
        })),
      )
      .returning({ id: reservations.id });
    inserted.forEach((r, i) => seeded.push({ ...batch[i]!.seed, id: r.id }));
  }
  return seeded;
}
