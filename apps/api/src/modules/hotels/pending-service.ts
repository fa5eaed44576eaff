import { MESSAGES } from '@portal/domain/messages';
import type { TProcessPendingRequest } from '@portal/domain';
import type { AuthUser } from '../../plugins/auth';
import { AppError } from '../../errors';
import { withIdempotency, type IdempotentRun } from '../booking/idempotency';
import type { StoredAnswer } from '../../lib/reply';
import type { StoredRequest } from './answers';
import { bookItems } from './book-items';
import type { HotelsDeps } from './deps';
import { claimPendingRows } from './repo';

/** POST api/hotels/processPendingReservations: books the user's rooms waiting for confirmation. */
export function processPending(deps: HotelsDeps, user: AuthUser, body: TProcessPendingRequest, key: string) {
  const run = async (written: IdempotentRun): Promise<StoredAnswer> => {
    const entries = Object.entries(body.reservaIdMapping).map(
      ([id, ref]) => [Number(id), String(ref)] as const,
    );
    if (entries.length === 0 || entries.some(([id]) => !Number.isSafeInteger(id)))
      throw new AppError(404, MESSAGES.pendingNotFound);
    const rows = await claimPendingRows(deps.db, user.id, new Map(entries));
    if (!rows) throw new AppError(404, MESSAGES.pendingNotFound);
    // The rows are claimed (reference PROC-…): a retry with the key must answer, not book again.
    written.markWritten();
    const items = await Promise.all(
      rows.map(async (row) => {
        const request = row.request as StoredRequest;
        const supplier = deps.suppliers[request.rateKey.supplier];
        try {
          return { row, supplier, offer: await supplier.checkRate(request.token), request };
        } catch (failure) {
          return { row, supplier, offer: undefined, failure, request };
        }
      }),
    );
    return bookItems(deps, { userId: user.id, idempotencyKey: key }, items);
  };
  return withIdempotency(
    deps.db,
    { userId: user.id, key, route: 'booking/processPendingReservations', body },
    run,
  );
}
