import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@portal/domain';
import { badRequest } from '../../errors';
import { bookingEntityOf } from '../main/entities/booking-entity';
import type { PricingDeps } from './pricing';

/**
 * The header an AS agent's portal sends on searches with the client entity it sells to
 * (docs/decisions.md D-25): a search body of the spec names no entity, a booking body does.
 */
const PRICING_ENTITY_HEADER = 'x-id-entidad';

/**
 * The client entity a quote is priced for: none without the header (a client built from the
 * spec gets prices without entity rules), else one the user may book for, or 400.
 */
export async function pricingEntityOf(
  request: Pick<FastifyRequest, 'headers' | 'user'>,
  deps: PricingDeps,
): Promise<number | null> {
  const raw = request.headers[PRICING_ENTITY_HEADER];
  const text = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!text) return null;
  if (!/^[1-9]\d{0,8}$/.test(text)) throw badRequest(MESSAGES.clientEntityNotAllowed);
  return bookingEntityOf(deps.db, request.user, Number(text));
}
