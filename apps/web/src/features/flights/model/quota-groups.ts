import type { TFlightQuotaBlock } from '@portal/domain/flights/search-flights';
import { calendarMinDate } from '@portal/domain/dates-calendar';

// The quota page (ours, 'Verificar Cupos aereos'): every block of the year, per destination.

/** spec §2: 'Cupos 2025' and 'Cupos 2026'. */
export const QUOTA_YEARS = [2025, 2026] as const;

export type TQuotaGroup = {
  destino: string;
  destinoNombre: string;
  blocks: TFlightQuotaBlock[];
  /** seats left over the group's blocks */
  asientosDisponibles: number;
};

const byDeparture = (a: TFlightQuotaBlock, b: TFlightQuotaBlock) =>
  a.fechaSalida.localeCompare(b.fechaSalida) || a.origen.localeCompare(b.origen);

/** The blocks grouped by destination (by name, then code), each group by departure date. */
export const groupQuotaBlocks = (blocks: readonly TFlightQuotaBlock[], destino?: string | null) => {
  const groups = new Map<string, TQuotaGroup>();
  for (const block of blocks) {
    if (destino && block.destino !== destino) continue;
    const group = groups.get(block.destino) ?? {
      destino: block.destino,
      destinoNombre: block.destinoNombre,
      blocks: [],
      asientosDisponibles: 0,
    };
    group.blocks.push(block);
    group.asientosDisponibles += block.asientosDisponibles;
    groups.set(block.destino, group);
  }
  return [...groups.values()]
    .map((g) => ({ ...g, blocks: g.blocks.sort(byDeparture) }))
    .sort(
      (a, b) => a.destinoNombre.localeCompare(b.destinoNombre, 'es') || a.destino.localeCompare(b.destino),
    );
};

/** The destinations of the blocks for the filter: 'Punta Cana (PUJ)'. */
export const quotaDestinations = (blocks: readonly TFlightQuotaBlock[]) =>
  groupQuotaBlocks(blocks).map((g) => ({ value: g.destino, label: `${g.destinoNombre} (${g.destino})` }));

/** Why a block cannot be searched: sold out, or inside the non-AS lead time (spec §6). */
export const blockUnavailable = (
  block: TFlightQuotaBlock,
  ctx: { today: string; isAgenteAS: boolean },
): string | undefined => {
  if (block.asientosDisponibles <= 0) return 'Agotado';
  if (block.fechaSalida < calendarMinDate(ctx)) return 'Fuera de plazo';
  return undefined;
};

export const readQuotaYear = (raw: string | null, today: string): number => {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n >= 2020 && n <= 2100 ? n : Number(today.slice(0, 4));
};
