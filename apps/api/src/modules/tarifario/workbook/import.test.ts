import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  tarifarioExcursions,
  tarifarioHotels,
  tarifarioPeriods,
  tarifarioRooms,
  tarifarioTransfers,
  tarifarioZones,
} from '../../../db/schema-tarifario';
import { useTestApp } from '../../../test/app';
import { importTarifarioWorkbook, writeTarifarioWorkbook } from './index';
import { d, editWorkbook, smallSheet, tableCounts } from './test-kit';

// npm run tarifario:import and the staff upload (issue 17): a workbook's rows land in the
// tables, and a zone in a new file is replaced whole, keeping its id.
const t = useTestApp();
const SAMPLE = path.resolve(import.meta.dirname, '../../../../../../docs/tarifario/tarifario-ejemplo.xlsx');

const zoneNamed = async (nombre: string) =>
  (await t.db.select().from(tarifarioZones).where(eq(tarifarioZones.nombre, nombre)))[0]!;
const hotelsOf = (zoneId: number) =>
  t.db
    .select()
    .from(tarifarioHotels)
    .where(eq(tarifarioHotels.zoneId, zoneId))
    .orderBy(tarifarioHotels.nombre);

describe('importTarifarioWorkbook', () => {
  it('loads a workbook built here: hotels, rooms, periods, excursions and transfers of its zone', async () => {
    const file = await writeTarifarioWorkbook(smallSheet(), { excelDates: true });
    const summary = await importTarifarioWorkbook(t.db, file);
    const zone = await zoneNamed('Lago Prueba');
    expect(summary).toEqual({
      zonas: [{ id: zone.id, pais: 'Testlandia', zona: 'Lago Prueba' }],
      hoteles: 2,
      habitaciones: 2,
      periodos: 3,
      excursiones: 1,
      traslados: 1,
      filas: 7,
      // issue 31, item 6: the same, zone by zone (3 periods + 2 excursion rates + 2 transfer rates)
      porZona: [
        {
          id: zone.id,
          pais: 'Testlandia',
          zona: 'Lago Prueba',
          hoteles: 2,
          habitaciones: 2,
          periodos: 3,
          excursiones: 1,
          traslados: 1,
          filas: 7,
        },
      ],
    });
    const [gran, hosteria] = await hotelsOf(zone.id);
    expect(hosteria).toMatchObject({
      categoria: 3,
      moneda: 'ARS',
      direccion: 'Av. Costanera 100',
      url: null,
    });
    expect(gran).toMatchObject({ categoria: 5, moneda: 'USD', url: 'https://example.com/gran-hotel' });
    const [std] = await t.db.select().from(tarifarioRooms).where(eq(tarifarioRooms.hotelId, hosteria!.id));
    expect(std).toMatchObject({ code: 'STD', nombre: 'Doble Estándar', regimen: 'Desayuno' });
    const periods = await t.db
      .select()
      .from(tarifarioPeriods)
      .where(eq(tarifarioPeriods.roomId, std!.id))
      .orderBy(tarifarioPeriods.desde);
    expect(periods.map((p) => [p.desde, p.hasta, p.observacion])).toEqual([
      [d(0), d(29), null],
      [d(30), d(90), 'Mínimo 2 noches'],
    ]);
    expect(periods[0]!.rates).toEqual([
      { ocupacion: 'SGL', total: '80000.00' },
      { ocupacion: 'DBL', total: '95000.50' },
      { ocupacion: 'TPL', total: '0.00' },
      { ocupacion: 'CPL', total: '0.00' },
    ]);
    const [excursion] = await t.db
      .select()
      .from(tarifarioExcursions)
      .where(eq(tarifarioExcursions.zoneId, zone.id));
    expect(excursion).toMatchObject({
      nombre: 'Cerro Prueba',
      descripcion: 'Medio día',
      rates: [
        { tipo: 'adl', total: '30000.00', moneda: 'ARS' },
        { tipo: 'chd', total: '15000.00', moneda: 'ARS' },
      ],
    });
    const [transfer] = await t.db
      .select()
      .from(tarifarioTransfers)
      .where(eq(tarifarioTransfers.zoneId, zone.id));
    expect(transfer).toMatchObject({
      tipo: 'Privado',
      direccion: 'I',
      moneda: 'USD',
      rates: [
        { cantidadPax: 1, tarifa: '40.00' },
        { cantidadPax: 2, tarifa: '40.00' },
      ],
    });
  });

  it('replaces a re-imported zone whole, keeping the ids of its country and zone and other zones', async () => {
    await importTarifarioWorkbook(t.db, await writeTarifarioWorkbook(smallSheet('Cerro Vecino')));
    const before = await zoneNamed('Lago Prueba');
    const neighbour = await hotelsOf((await zoneNamed('Cerro Vecino')).id);
    const bariloche = await hotelsOf((await zoneNamed('Bariloche')).id); // the demo seed's

    // the agent's new sheet of the zone: one hotel, headers typed with accents and lower case
    const sheet = smallSheet();
    sheet.hoteles = [{ ...sheet.hoteles[2]!, Hotel: 'Posada Nueva' }];
    const file = await editWorkbook(await writeTarifarioWorkbook(sheet), (wb) => {
      const header = wb.getWorksheet('Hoteles')!.getRow(1);
      header.getCell(1).value = 'país';
      header.getCell(4).value = 'Categoría';
    });
    const summary = await importTarifarioWorkbook(t.db, file);

    const after = await zoneNamed('Lago Prueba');
    expect(after).toEqual(before);
    expect(summary.zonas).toEqual([{ id: before.id, pais: 'Testlandia', zona: 'Lago Prueba' }]);
    expect((await hotelsOf(after.id)).map((h) => h.nombre)).toEqual(['Posada Nueva']);
    expect(await hotelsOf((await zoneNamed('Cerro Vecino')).id)).toEqual(neighbour);
    expect(await hotelsOf((await zoneNamed('Bariloche')).id)).toEqual(bariloche);
  });

  it('loads the shipped sample file, the eleven zones of the issue', async () => {
    const before = await tableCounts(t.db);
    const summary = await importTarifarioWorkbook(t.db, SAMPLE);
    expect(summary.zonas.map((z) => z.zona)).toEqual([
      'Bariloche',
      'Mendoza',
      'Salta',
      'Iguazú',
      'Ushuaia',
      'El Calafate',
      'Río de Janeiro',
      'Florianópolis',
      'Búzios',
      'Punta Cana',
      'Cancún',
    ]);
    const after = await tableCounts(t.db);
    // the same zones as the demo seed: replaced, not added
    expect(after.zonas).toBe(before.zonas);
    expect(after.paises).toBe(before.paises);
    expect(summary.periodos).toBeGreaterThan(summary.habitaciones * 2 - 1);
    expect(Math.min(summary.hoteles, summary.excursiones, summary.traslados)).toBeGreaterThanOrEqual(11);
  });
});
