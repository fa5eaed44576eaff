import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, type TarifarioSheetRows } from '@portal/domain';
import { ADMIN, authHeader, TARIFAS, useTestApp, type Headers } from '../../../test/app';
import { auditLog, tarifarioImports } from '../../../db/schema-admin';
import { writeTarifarioWorkbook } from '../../tarifario/workbook';
import { oneImportAtATime } from '../../tarifario/workbook/import-gate';
import { smallSheet } from '../../tarifario/workbook/test-kit';

// POST /api/main/tarifario/importar writes the history that GET /api/admin/tarifario/importaciones
// pages (issue 31, item 6): who, when, which file, rows per zone, or the refused row's reason.
const t = useTestApp();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let tarifas: Headers;
let admin: Headers;
beforeAll(async () => {
  [tarifas, admin] = [await authHeader(t.app, TARIFAS), await authHeader(t.app, ADMIN)];
});

const upload = (file: Buffer, headers: Headers) =>
  t.app.inject({
    method: 'POST',
    url: '/api/main/tarifario/importar',
    headers: { ...headers, 'content-type': XLSX },
    payload: file,
  });
const history = (query = '', headers = tarifas) =>
  t.app.inject({ method: 'GET', url: `/api/admin/tarifario/importaciones?${query}`, headers });
type Item = { fileName: string; ok: boolean; error: string | null };
const names = async (query: string) => (await history(query)).json().items.map((i: Item) => i.fileName);
const imports = () => t.db.$count(tarifarioImports);
const importAudits = () => t.db.select().from(auditLog).where(eq(auditLog.action, 'tarifario.importar'));

/** Two zones: Lago Historia whole (rows 2–4, 2–3, 2–3) and Cerro Historia's first hotel row and first transfer. */
const twoZones = (): TarifarioSheetRows => {
  const lago = smallSheet('Lago Historia');
  const cerro = smallSheet('Cerro Historia');
  return {
    hoteles: [...lago.hoteles, cerro.hoteles[0]!],
    excursiones: lago.excursiones,
    traslados: [...lago.traslados, cerro.traslados[0]!],
  };
};

describe('POST /api/main/tarifario/importar records every upload (issue 31, item 6)', () => {
  it('keeps an accepted file: who, its name and size, and the rows it loaded zone by zone', async () => {
    const file = await writeTarifarioWorkbook(twoZones());
    const res = await upload(file, { ...tarifas, 'x-file-name': 'Tarifas%20oto%C3%B1o%202027.xlsx' });
    expect(res.statusCode, res.body).toBe(200);
    const zones = res.json().zonas as { id: number; zona: string }[];
    const idOf = (zona: string) => zones.find((z) => z.zona === zona)!.id;

    const body = (await history()).json();
    expect(body).toMatchObject({ total: 1, page: 1, perPage: 20 });
    const [item] = body.items;
    expect(item).toMatchObject({
      actorName: 'Laura Benítez (Tarifas)',
      fileName: 'Tarifas otoño 2027.xlsx',
      fileBytes: file.length,
      ok: true,
      error: null,
    });
    expect(Date.parse(item.at)).not.toBeNaN();
    expect(item.summary).toMatchObject({ hoteles: 3, periodos: 4, excursiones: 1, traslados: 2, filas: 9 });
    expect(item.summary.porZona).toEqual([
      {
        id: idOf('Lago Historia'),
        pais: 'Testlandia',
        zona: 'Lago Historia',
        hoteles: 2,
        habitaciones: 2,
        periodos: 3,
        excursiones: 1,
        traslados: 1,
        filas: 7,
      },
      {
        id: idOf('Cerro Historia'),
        pais: 'Testlandia',
        zona: 'Cerro Historia',
        hoteles: 1,
        habitaciones: 1,
        periodos: 1,
        excursiones: 0,
        traslados: 1,
        filas: 2,
      },
    ]);
    // the same numbers reach the uploader in the answer
    expect(res.json().porZona).toEqual(item.summary.porZona);
  });

  it('writes an audit entry with the file and its zones, pointing at the history row', async () => {
    const [entry] = await importAudits();
    const [row] = await t.db.select().from(tarifarioImports).where(eq(tarifarioImports.ok, true));
    expect(entry).toMatchObject({
      actorName: 'Laura Benítez (Tarifas)',
      target: 'tarifario',
      targetId: String(row!.id),
      summary: 'Planilla "Tarifas otoño 2027.xlsx" cargada: 2 zonas (Lago Historia, Cerro Historia), 9 filas',
    });
    expect(entry!.after).toMatchObject({
      archivo: 'Tarifas otoño 2027.xlsx',
      filas: 9,
      zonas: [
        { pais: 'Testlandia', zona: 'Lago Historia', filas: 7 },
        { pais: 'Testlandia', zona: 'Cerro Historia', filas: 2 },
      ],
    });
  });

  it('keeps a refused file with the rejected row: worksheet, row and reason, and no audit entry', async () => {
    const rows = twoZones();
    rows.hoteles[1] = { ...rows.hoteles[1]!, Moneda: 'EUR' }; // row 3 of Hoteles
    rows.traslados[0] = { ...rows.traslados[0]!, Pax: 0 }; // row 2 of Traslados
    const file = await writeTarifarioWorkbook(rows);
    // a client built from the spec sends no X-File-Name
    const res = await upload(file, admin);
    expect(res.statusCode).toBe(400);
    const [item] = (await history()).json().items;
    expect(item).toMatchObject({
      actorName: 'Administración Mundo Travel',
      fileName: 'planilla.xlsx',
      fileBytes: file.length,
      ok: false,
      summary: null,
    });
    expect(item.error.split('\n')).toEqual([
      'Hoteles, fila 3, columna Moneda: la moneda debe ser ARS o USD',
      'Traslados, fila 2, columna Pax: la cantidad de pasajeros debe ser un número entero de 1 a 99',
    ]);
    expect(await importAudits()).toHaveLength(1);
  });

  it('keeps a file that is no workbook, and an empty upload, as refused', async () => {
    const notXlsx = await upload(Buffer.from('hola'), { ...tarifas, 'x-file-name': 'notas.xlsx' });
    expect(notXlsx.statusCode).toBe(400);
    const empty = await upload(Buffer.alloc(0), tarifas);
    expect(empty.statusCode).toBe(400);
    const [none, hola] = (await history()).json().items;
    expect(hola).toMatchObject({
      fileName: 'notas.xlsx',
      fileBytes: 4,
      ok: false,
      error: 'El archivo no es una planilla de Excel (.xlsx) válida',
    });
    expect(none).toMatchObject({ fileBytes: 0, ok: false, error: MESSAGES.tarifarioFileRequired });
  });

  it('does not record a 429 (the file was not looked at), nor an upload by someone without the permission', async () => {
    const before = await imports();
    const file = await writeTarifarioWorkbook(smallSheet('Lago Historia'));
    let finish = () => undefined as void;
    const other = oneImportAtATime(() => new Promise<void>((resolve) => (finish = resolve)));
    try {
      const busy = await upload(file, tarifas);
      expect(busy.statusCode).toBe(429);
    } finally {
      finish();
      await other;
    }
    for (const who of [t.vendedor, t.agente]) {
      const res = await upload(file, who);
      expect([res.statusCode, res.json().message]).toEqual([403, MESSAGES.tarifarioStaffOnly]);
    }
    expect(await imports()).toBe(before);
  });
});

describe('GET /api/admin/tarifario/importaciones', () => {
  it('pages the history newest first and filters by result', async () => {
    const all = ['planilla.xlsx', 'notas.xlsx', 'planilla.xlsx', 'Tarifas otoño 2027.xlsx'];
    expect(await names('')).toEqual(all);
    expect(await names('resultado=todas&perPage=10&page=1')).toEqual(all);
    expect(await names('resultado=aceptadas')).toEqual(['Tarifas otoño 2027.xlsx']);
    expect(await names('resultado=rechazadas')).toEqual(all.slice(0, 3));
    expect(await names('perPage=10&page=2')).toEqual([]);
    expect(await names('sort=at&dir=asc')).toEqual([...all].reverse());
    expect((await names('sort=fileBytes&dir=asc')).slice(0, 2)).toEqual(['planilla.xlsx', 'notas.xlsx']);
  });

  it('searches the file, the user and the reason', async () => {
    expect(await names('q=oto%C3%B1o')).toEqual(['Tarifas otoño 2027.xlsx']);
    expect(await names('q=administraci%C3%B3n')).toEqual(['planilla.xlsx']);
    expect(await names('q=columna%20Moneda')).toEqual(['planilla.xlsx']);
    // a '%' is looked for as itself, not as a wildcard
    expect(await names('q=%25')).toEqual([]);
  });

  it('answers 400 in Spanish for a bad filter, 403 without the permission and 401 without a session', async () => {
    const bad = await history('resultado=algunas');
    expect([bad.statusCode, bad.json().message]).toEqual([
      400,
      'resultado: debe ser aceptadas, rechazadas o todas',
    ]);
    for (const who of [t.vendedor, t.agente]) {
      const res = await history('', who);
      expect([res.statusCode, res.json().message]).toEqual([403, MESSAGES.forbidden]);
    }
    expect((await history('', {})).statusCode).toBe(401);
  });
});
