import type { TTarifarioResponse } from '@portal/domain';
import { createTtlCache } from '../../lib/ttl-cache';

/**
 * The answers of get-tarifario, per zone and stay, for a minute: every agent asking the same
 * destination and dates gets the same bytes (written and compressed once). A sheet loaded in
 * this process clears them at once; another process sees it within the minute.
 */
const TARIFARIO_ANSWER_TTL_MS = 60_000;
export type TarifarioAnswers = ReturnType<typeof createTarifarioAnswers>;
export const createTarifarioAnswers = () =>
  createTtlCache<TTarifarioResponse>({ ttlMs: TARIFARIO_ANSWER_TTL_MS, maxEntries: 500 });
