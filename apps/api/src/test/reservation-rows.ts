import { addDays } from '@portal/domain';
import type { Db } from '../db/client';
import { insertPendingReservations } from '../modules/reservations/repo';
import { testToday } from './clock';

type RowOptions = { userId: number; idEntidad?: number | null; tarifa?: number };

/**
 * Writes one pending reservation straight through the repository (a ticket of `tarifa`
 * dollars plus the 35 booking fee, entry a month from the tests' today) and returns its id.
 */
export async function insertPendingRow(db: Db, o: RowOptions): Promise<number> {
  const tarifa = o.tarifa ?? 100;
  const [row] = await insertPendingReservations(db, [
    {
      module: 'tickets',
      supplier: 'DISNEY',
      userId: o.userId,
      idEntidad: o.idEntidad ?? null,
      productName: 'Ticket base 3 días',
      checkin: addDays(testToday(), 30),
      currency: 'USD',
      breakdown: { tarifa, gastoReserva: 35, gastoAdmin: 0, iva: 0, pais: 0, rg4815: 0, rg5272: 0 },
      total: (tarifa + 35).toFixed(2),
      passengers: [],
      request: {},
    },
  ]);
  return row!.id;
}
