import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { ADMIN, authHeader, TARIFAS, useTestApp, type Headers } from '../../../test/app';
import { importTarifarioWorkbook, writeTarifarioWorkbook } from '../../tarifario/workbook';
import { d, smallSheet, tableCounts } from '../../tarifario/workbook/test-kit';

// GET /api/admin/tarifario/planilla (issue 31, item 6): the sheet in force, as staff download it
// to edit and upload again; the demo sheet of the seed plus one zone written here by hand.
const t = useTestApp();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ZONE = 'Lago Ida y Vuelta';
let tarifas: Headers;

beforeAll(async () => {
  tarifas = await authHeader(t.app, TARIFAS);
  await importTarifarioWorkbook(t.db, await writeTarifarioWorkbook(smallSheet(ZONE)));
});

const download = (headers: Headers = tarifas) =>
  t.app.inject({ method: 'GET', url: '/api/admin/tarifario/planilla', headers });

type Row = Record<string, unknown>;
const isoOf = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : v);

/** Each worksheet's data rows as { header: value }, blank cells left out, dates as AAAA-MM-DD. */
async function worksheets(file: Buffer): Promise<Record<string, Row[]>> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
  const out: Record<string, Row[]> = {};
  wb.eachSheet((ws) => {
    const headers = (ws.getRow(1).values as unknown[]).slice(1).map(String);
    out[ws.name] = [];
    ws.eachRow((row, at) => {
      if (at === 1) return;
      const cells = (row.values as unknown[]).slice(1);
      const entries = headers.map((h, i) => [h, isoOf(cells[i])] as const);
      out[ws.name]!.push(Object.fromEntries(entries.filter(([, v]) => v !== undefined && v !== null)));
    });
  });
  return out;
}

/** How many rows each worksheet must have: a period, an excursion rate, a transfer rate each. */
async function ratesInDatabase() {
  const count = async (query: ReturnType<typeof sql>) =>
    Number(((await t.db.execute(query)) as unknown as { rows: { n: unknown }[] }).rows[0]!.n);
  return {
    Hoteles: await count(sql`select count(*) as n from tarifario_periods`),
    Excursiones: await count(sql`select sum(jsonb_array_length(rates)) as n from tarifario_excursions`),
    Traslados: await count(sql`select sum(jsonb_array_length(rates)) as n from tarifario_transfers`),
  };
}

const inZone = (rows: Row[]) => rows.filter((r) => r.Zona === ZONE);
const place = { Pais: 'Testlandia', Zona: ZONE };
const hosteria = {
  ...place,
  Hotel: 'Hostería del Lago',
  Categoria: 3,
  Moneda: 'ARS',
  Direccion: 'Av. Costanera 100',
  CodigoHabitacion: 'STD',
  Habitacion: 'Doble Estándar',
  Regimen: 'Desayuno',
};

describe('GET /api/admin/tarifario/planilla', () => {
  it("answers an .xlsx download named after the agency's day (the tests' clock: 10 March 2026)", async () => {
    const res = await download();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(res.headers['content-disposition']).toBe('attachment; filename="tarifario-2026-03-10.xlsx"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK'); // a zip, as every .xlsx
  });

  it('holds every rate in force, a row each, with the cells as they were written', async () => {
    const sheets = await worksheets((await download()).rawPayload);
    expect(Object.keys(sheets)).toEqual(['Hoteles', 'Excursiones', 'Traslados']);
    const counts = await ratesInDatabase();
    expect(counts.Hoteles).toBeGreaterThan(3); // the seed's demo sheet is in it too, not only this zone
    expect(Object.fromEntries(Object.entries(sheets).map(([k, rows]) => [k, rows.length]))).toEqual(counts);
    expect(inZone(sheets.Hoteles!)).toEqual([
      { ...hosteria, Desde: d(0), Hasta: d(29), SGL: 80000, DBL: 95000.5, TPL: 0, CPL: 0 },
      {
        ...hosteria,
        Desde: d(30),
        Hasta: d(90),
        Observacion: 'Mínimo 2 noches',
        SGL: 90000,
        DBL: 110000,
        TPL: 0,
        CPL: 0,
      },
      {
        ...place,
        Hotel: 'Gran Hotel Prueba',
        Categoria: 5,
        Moneda: 'USD',
        Url: 'https://example.com/gran-hotel',
        Direccion: 'Av. Costanera 100',
        CodigoHabitacion: 'SUP',
        Habitacion: 'Superior vista al lago',
        Regimen: 'Media pensión',
        Desde: d(10),
        Hasta: d(40),
        SGL: 0,
        DBL: 250,
        TPL: 310.25,
        CPL: 0,
      },
    ]);
    const excursion = { ...place, Nombre: 'Cerro Prueba', Descripcion: 'Medio día', Moneda: 'ARS' };
    expect(inZone(sheets.Excursiones!)).toEqual([
      { ...excursion, Tipo: 'adl', Total: 30000 },
      { ...excursion, Tipo: 'chd', Total: 15000 },
    ]);
    const transfer = {
      ...place,
      Nombre: 'Aeropuerto - Hotel',
      Tipo: 'Privado',
      Direccion: 'I',
      Moneda: 'USD',
    };
    expect(inZone(sheets.Traslados!)).toEqual([
      { ...transfer, Pax: 1, Tarifa: 40 },
      { ...transfer, Pax: 2, Tarifa: 40 },
    ]);
  });

  it('loads again as the same rates: download, upload that file, download the same rows', async () => {
    const first = (await download()).rawPayload;
    const rows = await ratesInDatabase();
    const before = await tableCounts(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/main/tarifario/importar',
      headers: { ...tarifas, 'content-type': XLSX, 'x-file-name': 'tarifario-2026-03-10.xlsx' },
      payload: first,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().filas).toBe(rows.Hoteles + rows.Excursiones + rows.Traslados);
    expect(res.json().zonas).toHaveLength(12); // the seed's eleven and this one
    expect(await tableCounts(t.db)).toEqual(before);
    const [again, once] = [await worksheets((await download()).rawPayload), await worksheets(first)];
    expect(again).toEqual(once);
  });

  it('is for rate-sheet staff and administrators only', async () => {
    expect((await download(await authHeader(t.app, ADMIN))).statusCode).toBe(200);
    for (const who of [t.vendedor, t.agente]) {
      const res = await download(who);
      expect([res.statusCode, res.json().message]).toEqual([403, MESSAGES.forbidden]);
    }
    expect((await download({})).statusCode).toBe(401);
  });
});
