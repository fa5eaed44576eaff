import { setImmediate } from 'node:timers/promises';
import type { TTarifarioImportSummary, TTarifarioZoneRows } from '@portal/domain';
import { and, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import {
  tarifarioCountries,
  tarifarioExcursions,
  tarifarioHotels,
  tarifarioPeriods,
  tarifarioRooms,
  tarifarioTransfers,
  tarifarioZones,
} from '../../../db/schema-tarifario';
import { key, type TarifarioSheet } from './sheet-types';

export type ImportSummary = TTarifarioImportSummary;

// Rows per INSERT: the embedded database runs on the server's own thread, so each statement
// holds every other request for its length. 500 rows took ~60 ms on this machine, and with the
// database's own pauses (~0.5 s, a few per load) a 50,000-row load gave health probes a p99 of
// 117 ms; 100 rows take ~15 ms, for the same total time (issue 29, item 1).
const CHUNK = 100;
const TARIFARIO_LOCK = 727276; // pg_advisory_xact_lock key: one load at a time

async function insertAll<T, R>(rows: T[], insert: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    out.push(...(await insert(rows.slice(i, i + CHUNK))));
    // PGlite answers through promises alone: without a turn of the event loop between chunks,
    // a 50,000-row load kept every other request (health probes too) waiting for a minute
    await setImmediate();
  }
  return out;
}

const idsBy = (rows: { id: number; a: number; b: string }[]) =>
  new Map(rows.map((r) => [key(r.a, r.b), r.id]));

/** Serialises loads (an upload and the CLI, two starting processes seeding) until the transaction ends. */
export const lockTarifario = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(${TARIFARIO_LOCK})`);

/** Countries and zones by name, inserted when new: existing ones keep their ids (the portal caches them). */
async function upsertZones(tx: Tx, sheet: TarifarioSheet) {
  const paises = [...new Set(sheet.zones.map((z) => z.pais))];
  await tx
    .insert(tarifarioCountries)
    .values(paises.map((nombre) => ({ nombre })))
    .onConflictDoNothing();
  const countries = await tx
    .select()
    .from(tarifarioCountries)
    .where(inArray(tarifarioCountries.nombre, paises));
  const countryId = new Map(countries.map((c) => [c.nombre, c.id]));
  const wanted = sheet.zones.map((z) => ({ countryId: countryId.get(z.pais)!, nombre: z.zona }));
  await tx.insert(tarifarioZones).values(wanted).onConflictDoNothing();
  const zones = await tx
    .select()
    .from(tarifarioZones)
    .where(
      and(
        inArray(tarifarioZones.countryId, [...countryId.values()]),
        inArray(tarifarioZones.nombre, [...new Set(wanted.map((z) => z.nombre))]),
      ),
    );
  const zoneId = new Map(zones.map((z) => [key(z.countryId, z.nombre), z.id]));
  return wanted.map((z) => zoneId.get(key(z.countryId, z.nombre))!);
}

/**
 * Writes a checked sheet inside the caller's transaction: for every zone in it, that zone's
 * hotels (rooms and periods go with them, on delete cascade), excursions and transfers are
 * replaced by the sheet's; zones the sheet does not name are left alone.
 */
export async function writeTarifario(tx: Tx, sheet: TarifarioSheet): Promise<ImportSummary> {
  const zoneIds = await upsertZones(tx, sheet);
  await tx.delete(tarifarioHotels).where(inArray(tarifarioHotels.zoneId, zoneIds));
  await tx.delete(tarifarioExcursions).where(inArray(tarifarioExcursions.zoneId, zoneIds));
  await tx.delete(tarifarioTransfers).where(inArray(tarifarioTransfers.zoneId, zoneIds));

  const hotels = sheet.zones.flatMap((z, i) => z.hotels.map((h) => ({ h, zoneId: zoneIds[i]! })));
  // ids matched by natural key (zone + name, hotel + code), not by the order RETURNING gives
  const hotelIds = idsBy(
    await insertAll(hotels, (chunk) =>
      tx
        .insert(tarifarioHotels)
        .values(chunk.map(({ h: { rooms: _r, ...h }, zoneId }) => ({ ...h, zoneId })))
        .returning({ id: tarifarioHotels.id, a: tarifarioHotels.zoneId, b: tarifarioHotels.nombre }),
    ),
  );
  const rooms = hotels.flatMap(({ h, zoneId }) =>
    h.rooms.map((room) => ({ room, hotelId: hotelIds.get(key(zoneId, h.nombre))! })),
  );
  const roomIds = idsBy(
    await insertAll(rooms, (chunk) =>
      tx
        .insert(tarifarioRooms)
        .values(chunk.map(({ room: { periods: _p, ...room }, hotelId }) => ({ ...room, hotelId })))
        .returning({ id: tarifarioRooms.id, a: tarifarioRooms.hotelId, b: tarifarioRooms.code }),
    ),
  );
  const periods = rooms.flatMap(({ room, hotelId }) =>
    room.periods.map((p) => ({ ...p, roomId: roomIds.get(key(hotelId, room.code))! })),
  );
  await insertAll(periods, (chunk) =>
    tx.insert(tarifarioPeriods).values(chunk).returning({ id: tarifarioPeriods.id }),
  );
  const perZone = <T>(list: (z: TarifarioSheet['zones'][number]) => T[]) =>
    sheet.zones.flatMap((z, i) => list(z).map((item) => ({ ...item, zoneId: zoneIds[i]! })));
  const excursions = perZone((z) => z.excursions);
  const transfers = perZone((z) => z.transfers);
  await insertAll(excursions, (c) =>
    tx.insert(tarifarioExcursions).values(c).returning({ id: tarifarioExcursions.id }),
  );
  await insertAll(transfers, (c) =>
    tx.insert(tarifarioTransfers).values(c).returning({ id: tarifarioTransfers.id }),
  );
  return {
    zonas: sheet.zones.map((z, i) => ({ id: zoneIds[i]!, pais: z.pais, zona: z.zona })),
    hoteles: hotels.length,
    habitaciones: rooms.length,
    periodos: periods.length,
    excursiones: excursions.length,
    traslados: transfers.length,
    filas: sheet.rows,
    porZona: sheet.zones.map((z, i) => zoneRows(z, zoneIds[i]!)),
  };
}

const sum = <T>(items: T[], count: (item: T) => number) => items.reduce((n, item) => n + count(item), 0);

/** What a zone of the sheet holds; its rows are one per period, excursion rate and transfer rate. */
function zoneRows(z: TarifarioSheet['zones'][number], id: number): TTarifarioZoneRows {
  const rooms = z.hotels.flatMap((h) => h.rooms);
  const periodos = sum(rooms, (r) => r.periods.length);
  return {
    id,
    pais: z.pais,
    zona: z.zona,
    hoteles: z.hotels.length,
    habitaciones: rooms.length,
    periodos,
    excursiones: z.excursions.length,
    traslados: z.transfers.length,
    filas: periodos + sum(z.excursions, (e) => e.rates.length) + sum(z.transfers, (t) => t.rates.length),
  };
}

/** What is written with a load, in its transaction (the upload's history and audit entry). */
export type OnLoaded = (tx: Tx, summary: ImportSummary) => Promise<void>;

/** Loads a checked sheet in ONE transaction (issue 17): all of it, or nothing when anything fails. */
export const loadTarifario = (db: Db, sheet: TarifarioSheet, onLoaded?: OnLoaded): Promise<ImportSummary> =>
  db.transaction(async (tx) => {
    await lockTarifario(tx);
    const summary = await writeTarifario(tx, sheet);
    await onLoaded?.(tx, summary);
    return summary;
  });
