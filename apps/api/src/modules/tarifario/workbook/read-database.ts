import { asc, eq } from 'drizzle-orm';
import { OCCUPANCIES, type TarifarioSheetRows } from '@portal/domain';
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

// The rate sheet in force read back as the rows of a workbook (issue 31, item 6): what the
// back office downloads, edits and uploads again, so it must load as the same rates. Rows come
// in the order they were loaded (ids follow the sheet's order); amounts are numbers, as a person
// types them in Excel.

const place = { Pais: tarifarioCountries.nombre, Zona: tarifarioZones.nombre };
const amount = (text: string) => Number(text);

async function hotelRows(tx: Tx): Promise<TarifarioSheetRows['hoteles']> {
  const rows = await tx
    .select({ ...place, hotel: tarifarioHotels, room: tarifarioRooms, period: tarifarioPeriods })
    .from(tarifarioPeriods)
    .innerJoin(tarifarioRooms, eq(tarifarioRooms.id, tarifarioPeriods.roomId))
    .innerJoin(tarifarioHotels, eq(tarifarioHotels.id, tarifarioRooms.hotelId))
    .innerJoin(tarifarioZones, eq(tarifarioZones.id, tarifarioHotels.zoneId))
    .innerJoin(tarifarioCountries, eq(tarifarioCountries.id, tarifarioZones.countryId))
    .orderBy(
      asc(tarifarioZones.id),
      asc(tarifarioHotels.id),
      asc(tarifarioRooms.id),
      asc(tarifarioPeriods.desde),
      asc(tarifarioPeriods.id),
    );
  return rows.map(({ Pais, Zona, hotel, room, period }) => ({
    Pais,
    Zona,
    Hotel: hotel.nombre,
    Categoria: hotel.categoria,
    Moneda: hotel.moneda,
    Imagen: hotel.imagen,
    Url: hotel.url,
    Direccion: hotel.direccion,
    CodigoHabitacion: room.code,
    Habitacion: room.nombre,
    Regimen: room.regimen,
    Descripcion: room.descripcion,
    Desde: period.desde,
    Hasta: period.hasta,
    Observacion: period.observacion,
    ...Object.fromEntries(
      OCCUPANCIES.map((o) => [o, amount(period.rates.find((r) => r.ocupacion === o)?.total ?? '0')]),
    ),
  }));
}

async function excursionRows(tx: Tx): Promise<TarifarioSheetRows['excursiones']> {
  const rows = await tx
    .select({ ...place, row: tarifarioExcursions })
    .from(tarifarioExcursions)
    .innerJoin(tarifarioZones, eq(tarifarioZones.id, tarifarioExcursions.zoneId))
    .innerJoin(tarifarioCountries, eq(tarifarioCountries.id, tarifarioZones.countryId))
    .orderBy(asc(tarifarioZones.id), asc(tarifarioExcursions.id));
  return rows.flatMap(({ Pais, Zona, row }) =>
    row.rates.map((rate) => ({
      Pais,
      Zona,
      Nombre: row.nombre,
      Descripcion: row.descripcion,
      Tipo: rate.tipo,
      Total: amount(rate.total),
      Moneda: rate.moneda,
    })),
  );
}

async function transferRows(tx: Tx): Promise<TarifarioSheetRows['traslados']> {
  const rows = await tx
    .select({ ...place, row: tarifarioTransfers })
    .from(tarifarioTransfers)
    .innerJoin(tarifarioZones, eq(tarifarioZones.id, tarifarioTransfers.zoneId))
    .innerJoin(tarifarioCountries, eq(tarifarioCountries.id, tarifarioZones.countryId))
    .orderBy(asc(tarifarioZones.id), asc(tarifarioTransfers.id));
  return rows.flatMap(({ Pais, Zona, row }) =>
    row.rates.map((rate) => ({
      Pais,
      Zona,
      Nombre: row.nombre,
      Tipo: row.tipo,
      Direccion: row.direccion,
      Moneda: row.moneda,
      Pax: rate.cantidadPax,
      Tarifa: amount(rate.tarifa),
    })),
  );
}

/**
 * Every zone's hotels, excursions and transfers as the rows of a workbook. Read in one
 * snapshot, so an import that commits meanwhile is in the file whole or not at all.
 */
export const readTarifarioRows = (db: Db): Promise<TarifarioSheetRows> =>
  db.transaction(
    async (tx) => ({
      hoteles: await hotelRows(tx),
      excursiones: await excursionRows(tx),
      traslados: await transferRows(tx),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
