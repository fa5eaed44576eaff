import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, MESSAGES, type TarifarioSheetRows } from '@portal/domain';
import { tarifarioHotels, tarifarioZones } from '../../db/schema-tarifario';
import { writeTarifarioWorkbook } from './workbook';
import { oneImportAtATime } from './workbook/import-gate';
import { bombSheet, workbookOf } from './workbook/zip-kit';
import { authHeader, useTestApp } from '../../test/app';
import { testToday } from '../../test/clock';

// POST /api/main/tarifario/importar (ours, issue 17): staff upload a rate sheet, loaded whole or
// not at all.
const t = useTestApp();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const STAFF = { username: 'tarifas', password: 'tarifas123' };

const hotelRow = (over: Record<string, unknown> = {}) => ({
  Pais: 'Argentina',
  Zona: 'Villa La Prueba',
  Hotel: 'Posada del Bosque',
  Categoria: 3,
  Moneda: 'ARS',
  CodigoHabitacion: 'DBL-STD',
  Habitacion: 'Doble estándar',
  Regimen: 'Desayuno',
  Desde: addDays(testToday(), 10),
  Hasta: addDays(testToday(), 60),
  SGL: '80000.00',
  DBL: '95000.00',
  TPL: '0.00',
  CPL: '0.00',
  ...over,
});
const sheet = (hoteles: Record<string, unknown>[]): TarifarioSheetRows =>
  ({
    hoteles,
    excursiones: [
      {
        Pais: 'Argentina',
        Zona: 'Villa La Prueba',
        Nombre: 'Cerro Campanario',
        Tipo: 'adl',
        Total: '25000.00',
        Moneda: 'ARS',
      },
    ],
    traslados: [
      {
        Pais: 'Argentina',
        Zona: 'Villa La Prueba',
        Nombre: 'Aeropuerto - Hotel',
        Tipo: 'Compartido',
        Direccion: 'I',
        Moneda: 'ARS',
        Pax: 1,
        Tarifa: '18000.00',
      },
    ],
  }) as TarifarioSheetRows;

const upload = async (file: Buffer, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/main/tarifario/importar',
    headers: { ...headers, 'content-type': XLSX },
    payload: file,
  });

const zoneHotels = async () => {
  const [zone] = await t.db.select().from(tarifarioZones).where(eq(tarifarioZones.nombre, 'Villa La Prueba'));
  return zone ? t.db.select().from(tarifarioHotels).where(eq(tarifarioHotels.zoneId, zone.id)) : [];
};

describe('POST /api/main/tarifario/importar', () => {
  it('loads a sheet for staff and answers what it wrote', async () => {
    const staff = await authHeader(t.app, STAFF);
    const res = await upload(await writeTarifarioWorkbook(sheet([hotelRow()])), staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      hoteles: 1,
      habitaciones: 1,
      periodos: 1,
      excursiones: 1,
      traslados: 1,
    });
    expect((await zoneHotels()).map((h) => h.nombre)).toEqual(['Posada del Bosque']);
  });

  it('rejects a file with a bad row whole, naming the worksheet and the row', async () => {
    const staff = await authHeader(t.app, STAFF);
    const rows = [hotelRow({ Hotel: 'Hotel Nuevo' }), hotelRow({ Hotel: 'Hotel Roto', Moneda: 'EUR' })];
    const res = await upload(await writeTarifarioWorkbook(sheet(rows)), staff);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Hoteles, fila 3/);
    expect((await zoneHotels()).map((h) => h.nombre)).toEqual(['Posada del Bosque']);
  });

  it('is for staff only, and needs a file', async () => {
    const file = await writeTarifarioWorkbook(sheet([hotelRow({ Hotel: 'Hotel del Vendedor' })]));
    const seller = await upload(file, t.vendedor);
    expect([seller.statusCode, seller.json().message]).toEqual([403, MESSAGES.tarifarioStaffOnly]);
    const agent = await upload(file, t.agente);
    expect(agent.statusCode).toBe(403);
    const anonymous = await upload(file, {});
    expect(anonymous.statusCode).toBe(401);
    const empty = await upload(Buffer.alloc(0), await authHeader(t.app, STAFF));
    expect(empty.statusCode).toBe(400);
    const notXlsx = await upload(Buffer.from('hola'), await authHeader(t.app, STAFF));
    expect(notXlsx.statusCode).toBe(400);
    expect((await zoneHotels()).map((h) => h.nombre)).toEqual(['Posada del Bosque']);
  });

  it('answers the new rates at once after a load (the search keeps answers a minute)', async () => {
    const staff = await authHeader(t.app, STAFF);
    const [zone] = await t.db
      .select()
      .from(tarifarioZones)
      .where(eq(tarifarioZones.nombre, 'Villa La Prueba'));
    const body = { checkin: addDays(testToday(), 20), checkout: addDays(testToday(), 23), destino: zone!.id };
    const names = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/main/get-tarifario',
        headers: t.vendedor,
        payload: body,
      });
      return (
        res.json() as { data: { disponibilidad: { hoteles: { hotel: { nombre: string }[] } } } }
      ).data.disponibilidad.hoteles.hotel.map((h) => h.nombre);
    };
    expect(await names()).toEqual(['Posada del Bosque']);
    const renamed = await upload(
      await writeTarifarioWorkbook(sheet([hotelRow({ Hotel: 'Posada del Bosque Renovada' })])),
      staff,
    );
    expect(renamed.statusCode).toBe(200);
    expect(await names()).toEqual(['Posada del Bosque Renovada']);
  });

  // issue 29, item 1: a 2 MB upload that unpacks to 2 GB took the whole server down
  it('refuses a zip bomb with 400 from its central directory, in a fraction of the time it took to make', async () => {
    const staff = await authHeader(t.app, STAFF);
    const made = performance.now();
    const bomb = workbookOf(await bombSheet(300 * 2 ** 20)); // 300 MB of one letter, ~300 KB deflated
    const making = performance.now() - made;
    const before = (await zoneHotels()).map((h) => h.nombre);
    const sent = performance.now();
    const res = await upload(bomb, staff);
    const refusing = performance.now() - sent;
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      'El archivo descomprimido es demasiado grande: xl/worksheets/sheet1.xml supera los 128 MB',
    ]);
    // deflating it once took as long as inflating it would: the refusal read none of it
    expect(refusing).toBeLessThan(making / 10);
    expect((await zoneHotels()).map((h) => h.nombre)).toEqual(before);
  });

  it('answers 429 while another import runs in this process, and loads the file once it is done', async () => {
    const staff = await authHeader(t.app, STAFF);
    const file = await writeTarifarioWorkbook(sheet([hotelRow({ Hotel: 'Posada en Espera' })]));
    const before = (await zoneHotels()).map((h) => h.nombre);
    let finish = () => undefined as void;
    const other = oneImportAtATime(() => new Promise<void>((resolve) => (finish = resolve)));
    try {
      const busy = await upload(file, staff);
      expect([busy.statusCode, busy.json().message]).toEqual([429, 'Ya hay una importación en curso']);
      expect((await zoneHotels()).map((h) => h.nombre)).toEqual(before);
    } finally {
      finish();
      await other;
    }
    const after = await upload(file, staff);
    expect(after.statusCode, after.body).toBe(200);
    expect((await zoneHotels()).map((h) => h.nombre)).toEqual(['Posada en Espera']);
  });

  it('loads one of two uploads sent at once and answers the other 429', async () => {
    const staff = await authHeader(t.app, STAFF);
    const files = await Promise.all(
      ['Posada Primera', 'Posada Segunda'].map((Hotel) =>
        writeTarifarioWorkbook(sheet([hotelRow({ Hotel })])),
      ),
    );
    const answers = await Promise.all(files.map((f) => upload(f, staff)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429]);
    const loaded = answers.findIndex((a) => a.statusCode === 200);
    expect((await zoneHotels()).map((h) => h.nombre)).toEqual([['Posada Primera', 'Posada Segunda'][loaded]]);
  });
});
