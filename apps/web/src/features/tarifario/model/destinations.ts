import {
  isDomesticCountry,
  type TTarifarioDestinationsResponse,
} from '@portal/domain/tarifario/destinations';

// The destinations catalogue (spec §3: paises and zonas) as the search form's two selects use it.

export type TTarifarioDestinos = TTarifarioDestinationsResponse['data']['destinos'];
export type TOption = { value: string; label: string };

const byName = (a: { nombre: string }, b: { nombre: string }) => a.nombre.localeCompare(b.nombre, 'es');

/** The countries that have at least one zone, by name. */
export const countryOptions = (d: TTarifarioDestinos | undefined): TOption[] =>
  (d?.paises ?? [])
    .filter((p) => d?.zonas.some((z) => z.pais_id === p.id))
    .sort(byName)
    .map((p) => ({ value: String(p.id), label: p.nombre }));

/** The zones of a country, by name. */
export const zoneOptions = (d: TTarifarioDestinos | undefined, paisId: string | null): TOption[] =>
  (d?.zonas ?? [])
    .filter((z) => paisId !== null && String(z.pais_id) === paisId)
    .sort(byName)
    .map((z) => ({ value: String(z.id), label: z.nombre }));

export type TZoneInfo = { zona: string; pais: string; paisId: number; nacional: boolean };

/** A zone with its country and the domestic flag (Argentina, spec §2 banner). */
export const zoneInfo = (d: TTarifarioDestinos | undefined, zoneId: number | null): TZoneInfo | undefined => {
  const zona = d?.zonas.find((z) => z.id === zoneId);
  const pais = zona && d?.paises.find((p) => p.id === zona.pais_id);
  if (!zona || !pais) return undefined;
  return { zona: zona.nombre, pais: pais.nombre, paisId: pais.id, nacional: isDomesticCountry(pais.nombre) };
};
