import type {
  tarifarioExcursions,
  tarifarioHotels,
  tarifarioPeriods,
  tarifarioRooms,
  tarifarioTransfers,
} from '../../../db/schema-tarifario';
import type { SheetIssue } from './errors';

// A checked rate sheet grouped as the tables keep it (db/schema-tarifario.ts), and what the
// grouping of its worksheets (assemble-sheet.ts, group-hotels.ts) shares.

type Fields<T extends { $inferInsert: object }, K extends keyof T['$inferInsert']> = Required<
  Pick<T['$inferInsert'], K>
>;
export type SheetPeriod = Fields<typeof tarifarioPeriods, 'desde' | 'hasta' | 'observacion' | 'rates'>;
export type SheetRoom = Fields<typeof tarifarioRooms, 'code' | 'nombre' | 'regimen' | 'descripcion'> & {
  periods: SheetPeriod[];
};
export type SheetHotel = Fields<
  typeof tarifarioHotels,
  'nombre' | 'categoria' | 'moneda' | 'imagen' | 'url' | 'direccion'
> & { rooms: SheetRoom[] };
export type SheetExcursion = Fields<typeof tarifarioExcursions, 'nombre' | 'descripcion' | 'rates'>;
export type SheetTransfer = Fields<
  typeof tarifarioTransfers,
  'nombre' | 'tipo' | 'direccion' | 'moneda' | 'rates'
>;
export type SheetZone = {
  pais: string;
  zona: string;
  hotels: SheetHotel[];
  excursions: SheetExcursion[];
  transfers: SheetTransfer[];
};
/** A checked rate sheet, ready for loadTarifario; `rows` counts the data rows it came from. */
export type TarifarioSheet = { zones: SheetZone[]; rows: number };

export const key = (...parts: (string | number)[]) => parts.join('\u0000');
/** A later row may leave an optional cell blank; a value it gives must be the first row's. */
export const differs = (first: string | number | null, later: string | number | undefined) =>
  later !== undefined && later !== first;

type Place = { Pais: string; Zona: string };

/** What the three worksheets share while grouping: the zones and the first row of each thing. */
export function grouping(issues: SheetIssue[]) {
  const zones = new Map<string, SheetZone>();
  const seen = new Map<string, { item: unknown; row: number }>();
  return {
    zones,
    issue: (sheet: string, row: number, reason: string) => issues.push({ sheet, row, reason }),
    zoneOf: (r: Place) => {
      const k = key(r.Pais, r.Zona);
      if (!zones.has(k))
        zones.set(k, { pais: r.Pais, zona: r.Zona, hotels: [], excursions: [], transfers: [] });
      return zones.get(k)!;
    },
    /** The thing of key `k`, made on its first row; `first` is that row. */
    once: <T>(k: string, row: number, make: () => T): { item: T; first: number } => {
      const found = seen.get(k) ?? { item: make(), row };
      seen.set(k, found);
      return { item: found.item as T, first: found.row };
    },
  };
}
export type Grouping = ReturnType<typeof grouping>;
