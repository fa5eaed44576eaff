import { ZTarifarioRequest } from '@portal/domain/tarifario/get-tarifario';
import { z } from 'zod';
import type { TCompleteTarifarioSearch, TTarifarioSearch } from './search-params';

// The search form refuses what POST /get-tarifario refuses (spec §5: both dates, the checkout
// after the checkin; a zone), with the catalogue's messages under their own field. The rule is
// the domain's request schema itself, read on the request the form would send.

export type TTarifarioFormValues = {
  /** the country picked (only narrows the zones; the request carries the zone) */
  pais: string | null;
  zona: string | null;
  fechas: [string | null, string | null];
};

export const formValuesOf = (s: TTarifarioSearch, paisId?: number): TTarifarioFormValues => ({
  pais: paisId === undefined ? null : String(paisId),
  zona: s.destino === null ? null : String(s.destino),
  fechas: [s.checkin, s.checkout],
});

/** The complete search of valid form values; `nacional` comes from the zone's country. */
export const searchOfValues = (v: TTarifarioFormValues, nacional: boolean): TCompleteTarifarioSearch => ({
  destino: Number(v.zona),
  checkin: v.fechas[0]!,
  checkout: v.fechas[1]!,
  nacional,
});

const FIELD_OF: Record<string, keyof TTarifarioFormValues> = {
  checkin: 'fechas',
  checkout: 'fechas',
  destino: 'zona',
};

export const tarifarioSearchSchema = z.custom<TTarifarioFormValues>().superRefine((v, c) => {
  const request = {
    checkin: v.fechas[0] ?? undefined,
    checkout: v.fechas[1] ?? undefined,
    destino: v.zona === null || v.zona === '' ? undefined : Number(v.zona),
  };
  const parsed = ZTarifarioRequest.safeParse(request);
  const seen = new Set<string>();
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    // no country yet: the zone select is off, so the country carries the message
    const field = key === 'destino' && !v.pais ? 'pais' : (FIELD_OF[key] ?? key);
    if (seen.has(field)) continue;
    seen.add(field);
    c.addIssue({ code: 'custom', message: issue.message, path: [field] });
  }
});
