import { bySupplierCode, type HoldingCanceller } from '../reservations/cancel-service';
import type { TicketsDeps } from './deps';
import { parkOf } from './reconcile';
import { eventPlacesOf, releaseEventPlaces } from './repo';

/**
 * Mis reservas' cancellation of a ticket pre-booking (issue 18): the park cancels it by the code
 * it answered (twice is harmless); in the transaction that records the row cancelled, a
 * Universal event booking gives back the places it took, exactly its party, once. Other
 * tickets took nothing of ours. The penalty is the API's (domain cancellation policy).
 */
export const ticketCanceller = (deps: Pick<TicketsDeps, 'suppliers'>): HoldingCanceller =>
  bySupplierCode(
    (row, code) => {
      const park = parkOf(row.supplier);
      if (!park) throw new Error(`reservation ${row.id}: no ticket supplier ${row.supplier}`);
      return deps.suppliers[park].cancel(code);
    },
    {
      giveBack: async (tx, row) => {
        const places = eventPlacesOf(row);
        if (places) await releaseEventPlaces(tx, places);
      },
    },
  );
