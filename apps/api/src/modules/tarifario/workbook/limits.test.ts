import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tarifarioHotels, tarifarioRooms, tarifarioZones } from '../../../db/schema-tarifario';
import { useTestApp } from '../../../test/app';
import { importTarifarioWorkbook, TarifarioImportError, writeTarifarioWorkbook } from './index';
import { d, smallSheet, tableCounts } from './test-kit';
import {
  bombSheet,
  part,
  repeatedPart,
  sheetXml,
  tarifarioWorkbookParts,
  workbookOf,
  zipOf,
  type ZipPart,
} from './zip-kit';

// Issue 29, item 1: a 2 MB rate sheet that unpacks to 2 GB took the server down. Limits hold
// before anything is unpacked (the zip's central directory), while it is (the bytes inflated)
// and while the rows are read, and nothing is written.
const t = useTestApp();
const MiB = 2 ** 20;
const SHEET1 = 'xl/worksheets/sheet1.xml';
let bomb: Promise<ZipPart> | undefined;
/** A Hoteles worksheet of 300 MB in one cell, deflated to about 300 KB: made once, it takes a second or two. */
const theBomb = () => (bomb ??= bombSheet(300 * MiB));

/** The import's refusal of `file` (bytes or a path), after checking that no table changed. */
async function refused(file: Buffer | string): Promise<TarifarioImportError> {
  const before = await tableCounts(t.db);
  const err = await importTarifarioWorkbook(t.db, file).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(TarifarioImportError);
  expect(await tableCounts(t.db)).toEqual(before);
  return err as TarifarioImportError;
}

const HEADERS = {
  hoteles: 'Pais Zona Hotel Categoria Moneda CodigoHabitacion Habitacion Regimen Desde Hasta SGL DBL TPL CPL',
  excursiones: 'Pais Zona Nombre Tipo Total Moneda',
  traslados: 'Pais Zona Nombre Tipo Direccion Moneda Pax Tarifa',
};
const header = (sheet: keyof typeof HEADERS) => ({ at: 1, cells: HEADERS[sheet].split(' ') });
const HOTEL = [
  'Testlandia',
  'Lago Límite',
  'Hostería',
  3,
  'ARS',
  'STD',
  'Doble',
  'Desayuno',
  d(1),
  d(9),
  100,
  0,
  0,
  0,
];

/** A workbook of the three worksheets whose Hoteles worksheet is `hoteles` (XML). */
const workbookWith = (hoteles: ZipPart) =>
  zipOf([
    ...tarifarioWorkbookParts(),
    hoteles,
    part('xl/worksheets/sheet2.xml', sheetXml([header('excursiones')])),
    part('xl/worksheets/sheet3.xml', sheetXml([header('traslados')])),
  ]);

describe('importTarifarioWorkbook: limits on what a file unpacks to', () => {
  it('refuses a worksheet that unpacks to 300 MB from a few hundred KB, from its central directory alone', async () => {
    const bomb = workbookOf(await theBomb());
    expect(bomb.length).toBeLessThan(MiB);
    const message = `El archivo descomprimido es demasiado grande: ${SHEET1} supera los 128 MB`;
    expect((await refused(bomb)).message).toBe(message);
    // the same headers over bytes that are no deflate stream at all: refused alike, so nothing was inflated
    const sheet = await theBomb();
    const garbage = workbookWith({ ...sheet, deflated: randomBytes(sheet.deflated.length) });
    expect((await refused(garbage)).message).toBe(message);
  });

  it('refuses a part that expands more than 100 times, though under the size limit', async () => {
    const sheet = await repeatedPart(SHEET1, { bytes: 20 * MiB });
    expect((await refused(workbookWith(sheet))).message).toBe(
      `El archivo está comprimido de forma anómala (${SHEET1} se expande más de 100 veces) y no se procesa`,
    );
  });

  it('refuses a part whose headers understate its size, stopping where the declared size ends', async () => {
    const bomb = await theBomb();
    // the second half of its deflate stream cut off: inflating it whole would end in a zlib error
    const cut = bomb.deflated.subarray(0, Math.floor(bomb.deflated.length / 2));
    const lying = workbookWith({ ...bomb, deflated: cut, size: 64 * 1024 });
    expect((await refused(lying)).message).toBe(
      `El archivo está dañado: ${SHEET1} no tiene el tamaño que declara`,
    );
  });

  it('refuses a worksheet past 100,000 rows while reading it, before the rest of the file', async () => {
    const rows = [header('hoteles'), { at: 2, cells: HOTEL }, { at: 100_002, cells: HOTEL }];
    // 700 KB further on, XML no parser accepts: reading that far would make the file unreadable
    const tail = `${'<!---->'.repeat(100_000)}<<< roto`;
    const err = await refused(workbookWith(part(SHEET1, sheetXml(rows, tail))));
    expect([err.message, err.sheet]).toEqual(['Hoteles: la hoja supera las 100000 filas', 'Hoteles']);
  });

  it('refuses a cell longer than Excel allows, naming its worksheet, row and column', async () => {
    const long = ['Testlandia', 'Lago Límite', 'x'.repeat(40_000), ...HOTEL.slice(3)];
    const rows = [header('hoteles'), { at: 2, cells: long }];
    const err = await refused(workbookWith(part(SHEET1, sheetXml(rows))));
    expect([err.message, err.row]).toEqual([
      'Hoteles, fila 2, columna Hotel: el texto supera los 32767 caracteres',
      2,
    ]);
  });

  it('refuses text longer than any cell can hold before gathering it into one string', async () => {
    const sheet = await repeatedPart(SHEET1, {
      prefix: sheetXml([header('hoteles')]).replace('</sheetData></worksheet>', ''),
      bytes: 900 * 1024,
      suffix: '</sheetData></worksheet>',
    });
    expect((await refused(workbookWith(sheet))).message).toBe(
      'El archivo tiene un texto de más de 32767 caracteres',
    );
  });

  it('holds the command line to the same limits: a bomb on disk, a file past 10 MB', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tarifario-limits-'));
    try {
      const bomb = path.join(dir, 'bomba.xlsx');
      await fs.writeFile(bomb, workbookOf(await theBomb()));
      expect((await refused(bomb)).message).toMatch(/^El archivo descomprimido es demasiado grande/);
      const heavy = path.join(dir, 'pesado.xlsx');
      await fs.writeFile(heavy, randomBytes(11 * MiB));
      expect((await refused(heavy)).message).toBe('El archivo supera los 10 MB permitidos');
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe('importTarifarioWorkbook: read as a stream', () => {
  it('keeps every character whole, wherever the stream is cut', async () => {
    // 150 rooms described in 2,000 three-byte characters: 900 KB of shared strings, inflated in
    // 16 KB chunks, about 55 chunk ends of which two in three fall inside a character
    const sheet = smallSheet('Río Acentuado');
    const base = sheet.hoteles[0]!;
    sheet.hoteles = Array.from({ length: 150 }, (_, i) => ({
      ...base,
      CodigoHabitacion: `H${i}`,
      Habitacion: `Habitación ñandú ${i}`,
      Descripcion: `${String(i).padStart(3, '0')}${'—'.repeat(1997)}`,
    }));
    await importTarifarioWorkbook(t.db, await writeTarifarioWorkbook(sheet));
    const [zone] = await t.db.select().from(tarifarioZones).where(eq(tarifarioZones.nombre, 'Río Acentuado'));
    const [hotel] = await t.db.select().from(tarifarioHotels).where(eq(tarifarioHotels.zoneId, zone!.id));
    const rooms = await t.db.select().from(tarifarioRooms).where(eq(tarifarioRooms.hotelId, hotel!.id));
    const read = new Set(rooms.map((r) => `${r.nombre} ${r.descripcion}`));
    expect(read).toEqual(new Set(sheet.hoteles.map((r) => `${r.Habitacion} ${r.Descripcion}`)));
  });
});
