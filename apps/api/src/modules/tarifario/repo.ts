import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  tarifarioCountries,
  tarifarioExcursions,
  tarifarioHotels,
  tarifarioPeriods,
  tarifarioRooms,
  tarifarioTransfers,
  tarifarioZones,
} from '../../db/schema-tarifario';

// The portal's reads of the tarifario's tables (db/schema-tarifario.ts). They are written
// elsewhere: by the import in tarifario/load.ts, through which the seed also loads its demo sheet.

export const listDestinations = async (db: DbOrTx) => ({
  paises: await db
    .select({ id: tarifarioCountries.id, nombre: tarifarioCountries.nombre })
    .from(tarifarioCountries)
    .orderBy(asc(tarifarioCountries.nombre)),
  zonas: await db
    .select({ id: tarifarioZones.id, nombre: tarifarioZones.nombre, pais_id: tarifarioZones.countryId })
    .from(tarifarioZones)
    .orderBy(asc(tarifarioZones.nombre)),
});

export const zoneById = async (db: DbOrTx, id: number) =>
  (await db.select().from(tarifarioZones).where(eq(tarifarioZones.id, id)))[0];

/** Every period of the zone's rooms that has a night of the stay: from before check-out, to check-in or later. */
export const periodsInStay = (db: DbOrTx, zoneId: number, checkin: string, checkout: string) =>
  db
    .select({ hotel: tarifarioHotels, room: tarifarioRooms, period: tarifarioPeriods })
    .from(tarifarioPeriods)
    .innerJoin(tarifarioRooms, eq(tarifarioRooms.id, tarifarioPeriods.roomId))
    .innerJoin(tarifarioHotels, eq(tarifarioHotels.id, tarifarioRooms.hotelId))
    .where(
      and(
        eq(tarifarioHotels.zoneId, zoneId),
        lt(tarifarioPeriods.desde, checkout),
        gte(tarifarioPeriods.hasta, checkin),
      ),
    )
    .orderBy(asc(tarifarioHotels.id), asc(tarifarioRooms.id), asc(tarifarioPeriods.desde));

export const zoneExcursions = (db: DbOrTx, zoneId: number) =>
  db
    .select()
    .from(tarifarioExcursions)
    .where(eq(tarifarioExcursions.zoneId, zoneId))
    .orderBy(asc(tarifarioExcursions.nombre));

export const zoneTransfers = (db: DbOrTx, zoneId: number) =>
  db
    .select()
    .from(tarifarioTransfers)
    .where(eq(tarifarioTransfers.zoneId, zoneId))
    .orderBy(asc(tarifarioTransfers.nombre));
