import { isValidIsoDate, type IsoDate } from '@portal/domain/dates';
import type { TTarifarioRequest } from '@portal/domain/tarifario/get-tarifario';

// The tarifario search lives in the URL (spec §2 tarifas-result), so the results survive a
// reload and back and can be shared: ?destino=12&checkin=…&checkout=…&nacional=1&tab=excursiones
// `nacional` is the domestic flag the search page read off the zone's country (spec §4); the
// results page prefers the (cached) destinations' own answer when it has them.

export const TARIFARIO_TABS = ['hoteles', 'excursiones', 'traslados'] as const;
export type TTarifarioTab = (typeof TARIFARIO_TABS)[number];

export type TTarifarioSearch = {
  /** the zone's id */
  destino: number | null;
  checkin: IsoDate | null;
  checkout: IsoDate | null;
  nacional: boolean;
};
export type TCompleteTarifarioSearch = TTarifarioSearch & {
  destino: number;
  checkin: IsoDate;
  checkout: IsoDate;
};

const zoneId = (raw: string | null) => {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : null;
};
const date = (raw: string | null) => (isValidIsoDate(raw) ? raw : null);

/** Unknown or missing values fall back to none (no zone, no dates, foreign). */
export const readTarifarioSearch = (p: URLSearchParams): TTarifarioSearch => ({
  destino: zoneId(p.get('destino')),
  checkin: date(p.get('checkin')),
  checkout: date(p.get('checkout')),
  nacional: p.get('nacional') === '1',
});

export const readTarifarioTab = (p: URLSearchParams): TTarifarioTab =>
  TARIFARIO_TABS.find((t) => t === p.get('tab')) ?? 'hoteles';

export const tarifarioSearchParams = (s: TTarifarioSearch, tab?: TTarifarioTab): string => {
  const p = new URLSearchParams();
  if (s.destino !== null) p.set('destino', String(s.destino));
  if (s.checkin) p.set('checkin', s.checkin);
  if (s.checkout) p.set('checkout', s.checkout);
  p.set('nacional', s.nacional ? '1' : '0');
  if (tab && tab !== 'hoteles') p.set('tab', tab);
  return p.toString();
};

export const isCompleteTarifarioSearch = (s: TTarifarioSearch): s is TCompleteTarifarioSearch =>
  s.destino !== null && s.checkin !== null && s.checkout !== null && s.checkout > s.checkin;

/** POST /get-tarifario's body (spec §3 search payload); the server reads the zone, not the flags. */
export const toTarifarioRequest = (s: TCompleteTarifarioSearch): TTarifarioRequest => ({
  checkin: s.checkin,
  checkout: s.checkout,
  destino: s.destino,
  isDc: false,
  isNacional: s.nacional,
  isTarifario: true,
});
