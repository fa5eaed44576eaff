import type { TarifarioSheetRows } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { testToday } from '../../../test/clock';
import { tarifarioSeedRows } from '../../../seed/tarifario-rows';
import {
  importTarifarioWorkbook,
  loadTarifario,
  TarifarioImportError,
  writeTarifarioWorkbook,
} from './index';
import { d, editWorkbook, smallSheet, tableCounts } from './test-kit';

// Issue 17: a bad row rejects the whole file, naming the worksheet and the row in Spanish,
// and nothing of it is written (every table counted before and after).
const t = useTestApp();

/** The import's error for `file`, after checking that no table changed. */
async function rejected(file: Buffer): Promise<TarifarioImportError> {
  const before = await tableCounts(t.db);
  const err = await importTarifarioWorkbook(t.db, file).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(TarifarioImportError);
  expect(await tableCounts(t.db)).toEqual(before);
  return err as TarifarioImportError;
}

const broken = (change: (s: TarifarioSheetRows) => void) => {
  const sheet = smallSheet();
  change(sheet);
  return writeTarifarioWorkbook(sheet);
};

describe('importTarifarioWorkbook: a broken file is rejected whole', () => {
  it('a date that is not a date', async () => {
    const err = await rejected(await broken((s) => (s.hoteles[1]!.Hasta = '31/12/2027')));
    expect(err.message).toBe(
      'Hoteles, fila 3, columna Hasta: la fecha debe ser AAAA-MM-DD o una fecha de Excel',
    );
    expect([err.sheet, err.row]).toEqual(['Hoteles', 3]);
  });

  it('a currency other than ARS or USD', async () => {
    const err = await rejected(await broken((s) => (s.traslados[1]!.Moneda = 'EUR')));
    expect(err.message).toBe('Traslados, fila 3, columna Moneda: la moneda debe ser ARS o USD');
    expect([err.sheet, err.row]).toEqual(['Traslados', 3]);
  });

  it('two periods of a room sharing a night', async () => {
    const err = await rejected(await broken((s) => (s.hoteles[1]!.Desde = d(29))));
    expect(err.message).toBe(
      'Hoteles, fila 3: el período se superpone con el de la fila 2 de la misma habitación',
    );
  });

  it('a period that ends before it starts', async () => {
    const err = await rejected(await broken((s) => (s.hoteles[2]!.Hasta = d(9))));
    expect(err.message).toBe('Hoteles, fila 4: la fecha "hasta" es anterior a "desde"');
  });

  it('a required column left out', async () => {
    const sheet = smallSheet();
    const columns = ['Pais', 'Zona', 'Nombre', 'Tipo', 'Direccion', 'Pax', 'Tarifa']; // no Moneda
    const err = await rejected(await writeTarifarioWorkbook(sheet, { columns: { traslados: columns } }));
    expect(err.message).toBe('Traslados: falta la columna Moneda');
    expect([err.sheet, err.row]).toEqual(['Traslados', 1]);
  });

  it('a worksheet left out, or a file that is no workbook', async () => {
    const noTransfers = await editWorkbook(await broken(() => undefined), (wb) =>
      wb.removeWorksheet(wb.getWorksheet('Traslados')!.id),
    );
    expect((await rejected(noTransfers)).message).toBe('Falta la hoja Traslados en el archivo');
    const csv = Buffer.from('Pais;Zona;Hotel\nArgentina;Bariloche;Hostería\n');
    expect((await rejected(csv)).message).toBe('El archivo no es una planilla de Excel (.xlsx) válida');
  });

  it('a bad row at the end of a long valid sheet: the first in the message, all of them listed', async () => {
    const sheet = tarifarioSeedRows(testToday());
    const last = sheet.hoteles.length + 1; // header is row 1
    sheet.hoteles[last - 2]!.Categoria = 7;
    sheet.excursiones[0]!.Total = -5;
    const err = await rejected(await writeTarifarioWorkbook(sheet, { excelDates: true }));
    expect(err.message).toBe(
      `Hoteles, fila ${last}, columna Categoria: la categoría debe ser un número entero de 0 a 5`,
    );
    expect(err.issues.map((i) => i.message)).toEqual([
      err.message,
      'Excursiones, fila 2, columna Total: el importe debe ser un número mayor o igual a 0 con hasta 2 decimales',
    ]);
  });
});

describe('loadTarifario', () => {
  it('writes all of a sheet or nothing: a failure in its second zone leaves the first as it was', async () => {
    const before = await tableCounts(t.db);
    const hotel = { categoria: 3, moneda: 'ARS', imagen: null, url: null, direccion: null, rooms: [] };
    const zone = { pais: 'Argentina', excursions: [], transfers: [] };
    const sheet = {
      rows: 2,
      zones: [
        { ...zone, zona: 'Bariloche', hotels: [{ ...hotel, nombre: 'Reemplazo' }] },
        { ...zone, zona: 'Zona Rota', hotels: [{ ...hotel, nombre: 'x'.repeat(300) }] }, // past varchar(120)
      ],
    };
    await expect(loadTarifario(t.db, sheet)).rejects.toThrow();
    expect(await tableCounts(t.db)).toEqual(before);
  });
});
