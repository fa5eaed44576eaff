import ExcelJS from 'exceljs';
import { addDays, type TarifarioSheetRows } from '@portal/domain';
import type { DbOrTx } from '../../../db/client';
import {
  tarifarioCountries,
  tarifarioExcursions,
  tarifarioHotels,
  tarifarioPeriods,
  tarifarioRooms,
  tarifarioTransfers,
  tarifarioZones,
} from '../../../db/schema-tarifario';
import { testToday } from '../../../test/clock';

// Factories of the rate sheet's tests: a small sheet with dates relative to the tests' today, the
// number of rows of every tarifario table, and a workbook edited the way an agent might.

export const d = (days: number) => addDays(testToday(), days);

const room = {
  Pais: 'Testlandia',
  Hotel: 'Hostería del Lago',
  Categoria: 3,
  Moneda: 'ARS',
  Direccion: 'Av. Costanera 100',
  CodigoHabitacion: 'STD',
  Habitacion: 'Doble Estándar',
  Regimen: 'Desayuno',
};

/**
 * One zone of Testlandia: Hostería del Lago (ARS, room STD in two periods), Gran Hotel Prueba
 * (USD, room SUP sold only DBL/TPL), an excursion with adult and child rates, a private
 * transfer for 1 and 2 passengers. Rows 2, 3, 4 of each worksheet, in this order.
 */
export const smallSheet = (Zona = 'Lago Prueba'): TarifarioSheetRows => ({
  hoteles: [
    { ...room, Zona, Desde: d(0), Hasta: d(29), SGL: 80000, DBL: '95000.5' },
    { ...room, Zona, Desde: d(30), Hasta: d(90), Observacion: 'Mínimo 2 noches', SGL: 90000, DBL: 110000 },
    {
      ...room,
      Zona,
      Hotel: 'Gran Hotel Prueba',
      Categoria: 5,
      Moneda: 'USD',
      Url: 'https://example.com/gran-hotel',
      CodigoHabitacion: 'SUP',
      Habitacion: 'Superior vista al lago',
      Regimen: 'Media pensión',
      Desde: d(10),
      Hasta: d(40),
      DBL: 250,
      TPL: 310.25,
    },
  ],
  excursiones: [
    {
      Pais: 'Testlandia',
      Zona,
      Nombre: 'Cerro Prueba',
      Descripcion: 'Medio día',
      Tipo: 'adl',
      Total: 30000,
      Moneda: 'ARS',
    },
    { Pais: 'Testlandia', Zona, Nombre: 'Cerro Prueba', Tipo: 'CHD', Total: 15000, Moneda: 'ARS' },
  ],
  traslados: [1, 2].map((Pax) => ({
    Pais: 'Testlandia',
    Zona,
    Nombre: 'Aeropuerto - Hotel',
    Tipo: 'Privado',
    Direccion: 'I',
    Moneda: 'USD',
    Pax,
    Tarifa: 40,
  })),
});

const TABLES = {
  paises: tarifarioCountries,
  zonas: tarifarioZones,
  hoteles: tarifarioHotels,
  habitaciones: tarifarioRooms,
  periodos: tarifarioPeriods,
  excursiones: tarifarioExcursions,
  traslados: tarifarioTransfers,
};

/** How many rows each tarifario table holds: the same before and after a rejected file. */
export async function tableCounts(db: DbOrTx): Promise<Record<keyof typeof TABLES, number>> {
  const entries = await Promise.all(
    Object.entries(TABLES).map(async ([name, table]) => [name, await db.$count(table)] as const),
  );
  return Object.fromEntries(entries) as Record<keyof typeof TABLES, number>;
}

/** The workbook `file` after `edit` (a header renamed, a worksheet removed), written again. */
export async function editWorkbook(file: Buffer, edit: (wb: ExcelJS.Workbook) => void): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
  edit(wb);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
