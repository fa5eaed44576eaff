import { MESSAGES } from '@portal/domain/messages';
import { ApiError } from '@/shared/api-client';

/**
 * A refusal of the utilities service (4xx) or the supplier's own words (502) are Spanish texts
 * for the agent: kept. A fault or a lost connection reads as the call's spec §8 message.
 */
export const withUtilityMessage = (error: unknown, fallback: string): Error => {
  if (error instanceof ApiError) {
    const own = error.status === 502 && error.message !== MESSAGES.serverError;
    if ((error.status >= 400 && error.status < 500) || own) return error;
  }
  return new Error(fallback, { cause: error });
};
