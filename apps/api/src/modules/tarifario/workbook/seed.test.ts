import { addDays, isDomesticCountry, periodsOverlap } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  tarifarioCountries,
  tarifarioExcursions,
  tarifarioHotels,
  tarifarioPeriods,
  tarifarioRooms,
  tarifarioTransfers,
  tarifarioZones,
} from '../../../db/schema-tarifario';
import { seedTarifario } from '../../../seed/tarifario';
import { useTestApp } from '../../../test/app';
import { testToday } from '../../../test/clock';
import { tableCounts } from './test-kit';

// The demo rate sheet (issue 17), loaded by seedDemo at start through the import's loader:
// six Argentine zones (ARS and USD) and five abroad (USD), 2 to 4 periods per room over the
// 18 months from today.
const t = useTestApp();
// The test database holds the sheet seeded on the tests' today (test/clock.ts); emptied and
// seeded again here, so that the load itself answers.
beforeAll(async () => {
  for (const table of [
    tarifarioPeriods,
    tarifarioRooms,
    tarifarioHotels,
    tarifarioExcursions,
    tarifarioTransfers,
    tarifarioZones,
    tarifarioCountries,
  ])
    await t.db.delete(table);
  expect(await seedTarifario(t.db, testToday())).toBeDefined();
});

const sheetRows = () =>
  t.db
    .select({
      pais: tarifarioCountries.nombre,
      zona: tarifarioZones.nombre,
      hotel: tarifarioHotels,
      room: tarifarioRooms,
      period: tarifarioPeriods,
    })
    .from(tarifarioPeriods)
    .innerJoin(tarifarioRooms, eq(tarifarioRooms.id, tarifarioPeriods.roomId))
    .innerJoin(tarifarioHotels, eq(tarifarioHotels.id, tarifarioRooms.hotelId))
    .innerJoin(tarifarioZones, eq(tarifarioZones.id, tarifarioHotels.zoneId))
    .innerJoin(tarifarioCountries, eq(tarifarioCountries.id, tarifarioZones.countryId));

describe('seedTarifario', () => {
  it('loads the domestic and foreign zones of the issue', async () => {
    const rows = await sheetRows();
    const zones = (domestic: boolean) => [
      ...new Set(rows.filter((r) => isDomesticCountry(r.pais) === domestic).map((r) => r.zona)),
    ];
    expect(zones(true).sort()).toEqual(['Bariloche', 'El Calafate', 'Iguazú', 'Mendoza', 'Salta', 'Ushuaia']);
    expect(zones(false).sort()).toEqual([
      'Búzios',
      'Cancún',
      'Florianópolis',
      'Punta Cana',
      'Río de Janeiro',
    ]);
    const currencies = (domestic: boolean) =>
      new Set(rows.filter((r) => isDomesticCountry(r.pais) === domestic).map((r) => r.hotel.moneda));
    expect(currencies(true)).toEqual(new Set(['ARS', 'USD']));
    expect(currencies(false)).toEqual(new Set(['USD']));
  });

  it('gives every room 2 to 4 periods from today for 18 months, none sharing a night', async () => {
    const byRoom = new Map<number, Awaited<ReturnType<typeof sheetRows>>>();
    for (const r of await sheetRows()) byRoom.set(r.room.id, [...(byRoom.get(r.room.id) ?? []), r]);
    expect(byRoom.size).toBeGreaterThan(30);
    for (const periods of byRoom.values()) {
      expect(periods.length).toBeGreaterThanOrEqual(2);
      expect(periods.length).toBeLessThanOrEqual(4);
      const sorted = periods.map((r) => r.period).sort((a, b) => a.desde.localeCompare(b.desde));
      expect(sorted[0]!.desde).toBe(testToday());
      expect(sorted.at(-1)!.hasta).toBe(addDays(testToday(), 547));
      for (let i = 1; i < sorted.length; i++) expect(periodsOverlap(sorted[i - 1]!, sorted[i]!)).toBe(false);
    }
  });

  it("prices Hotel Costa del Nahuel's standard double at 185,000 ARS with breakfast for its first 182 nights", async () => {
    const rows = (await sheetRows()).filter(
      (r) => r.hotel.nombre === 'Hotel Costa del Nahuel' && r.room.code === 'STD',
    );
    const first = rows.find((r) => r.period.desde === testToday())!;
    expect(first).toMatchObject({ zona: 'Bariloche', hotel: { moneda: 'ARS', categoria: 4 } });
    expect(first.room).toMatchObject({ nombre: 'Habitación Estándar', regimen: 'Desayuno' });
    expect(first.period.hasta).toBe(addDays(testToday(), 181));
    expect(first.period.rates).toContainEqual({ ocupacion: 'DBL', total: '185000.00' });
    expect(first.period.rates).toContainEqual({ ocupacion: 'CPL', total: '0.00' }); // not sold
  });

  it('writes nothing once the tarifario holds a sheet', async () => {
    const before = await tableCounts(t.db);
    expect(await seedTarifario(t.db, testToday())).toBeUndefined();
    expect(await tableCounts(t.db)).toEqual(before);
  });
});
