import { MESSAGES } from '@portal/domain/messages';
import type { TCancelPendingResponse, TProcessPendingRequest } from '@portal/domain';
import type { AuthUser } from '../../plugins/auth';
import { AppError } from '../../errors';
import { needsOf, type StoredRequest } from './answers';
import type { HotelsDeps } from './deps';
import { cancelPendingRows } from './repo';

/**
 * Our own call (issue 11, item 9): 'Cancelar' in the non-refundable dialog settles the rooms
 * that waited for the agent: cancelled (never sent to the supplier) and back on sale at once,
 * instead of pending until they expire. A retry answers the same; a room already being
 * booked cannot be cancelled here (409).
 */
export async function cancelPending(
  deps: HotelsDeps,
  user: AuthUser,
  body: TProcessPendingRequest,
): Promise<TCancelPendingResponse> {
  const entries = Object.entries(body.reservaIdMapping).map(
    ([id, ref]) => [Number(id), String(ref)] as const,
  );
  if (entries.length === 0 || entries.some(([id]) => !Number.isSafeInteger(id)))
    throw new AppError(404, MESSAGES.pendingNotFound);
  const roomsOf = (row: { request: unknown }) => {
    const { rateKey, allotment } = row.request as StoredRequest;
    return needsOf(rateKey, allotment ?? []);
  };
  const cancelled = await cancelPendingRows(deps.db, user.id, new Map(entries), roomsOf);
  if (cancelled === 'missing') throw new AppError(404, MESSAGES.pendingNotFound);
  if (cancelled === 'busy') throw new AppError(409, MESSAGES.pendingAlreadyProcessing);
  if (cancelled.length > 0) deps.remaining.invalidate();
  return { cancelados: entries.map(([id]) => id) };
}
