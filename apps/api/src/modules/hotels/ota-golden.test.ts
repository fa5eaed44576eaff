import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { ALL_SUPPLIERS_ON, availBody, searchHotels, type AvailAnswer } from './test-kit';

// issue 33: Omnibees and HBSI moved from made-up JSON to OTA XML, and the portal's answers did
// not move. The golden file is the answer of the JSON adapters (written once, at 506e661, with
// GOLDEN_WRITE=1) for two searches at the test clock's date; the OTA adapters must give the
// same, but for the second of a rate's `codigos`, which named the simulator's hash of the hotel
// and now names its HotelCode (spec §5 reads only their count).
const t = useTestApp();
const GOLDEN = new URL('./fixtures/ota-golden.json', import.meta.url);
const KEPT = 2; // hotels per supplier and search: rooms of every kind, a file of a reasonable size

const SEARCHES = {
  zone: {
    ...ALL_SUPPLIERS_ON,
    destino: 'Z-MIA-BRICKELL',
    roomCriteriaList: [
      { adultCount: 2, childCount: 1, roomCount: 1, childAges: [7] },
      { adultCount: 1, childCount: 0, roomCount: 2, childAges: [0] },
    ],
  },
  orlando: { destino: 'Orlando', categoriaHotel: 5, starQuantity: 5, ...ALL_SUPPLIERS_ON },
};

type Hotels = AvailAnswer['hotelAvailResponseOmnibees']['hoteles'];
const masked = (hotels: Hotels) =>
  hotels.slice(0, KEPT).map((h) => ({
    ...h,
    habitaciones: h.habitaciones.map((r) => {
      const codigos = r.codigos as string[] | undefined;
      return { ...r, codigos: codigos?.map((c, i) => (i === 1 ? '<hotel>' : c)) };
    }),
  }));

const answerOf = async (over: Record<string, unknown>) => {
  const a = await searchHotels(t, availBody(over));
  return {
    omnibees: masked(a.hotelAvailResponseOmnibees.hoteles),
    hbsi: masked(a.hotelAvailResponseHBSI.hoteles),
    counts: [a.hotelAvailResponseOmnibees.hoteles.length, a.hotelAvailResponseHBSI.hoteles.length],
  };
};

describe('Omnibees and HBSI answers over OTA', () => {
  it.each(Object.keys(SEARCHES) as (keyof typeof SEARCHES)[])(
    'are what the JSON adapters answered: %s',
    async (name) => {
      const now = await answerOf(SEARCHES[name]);
      if (process.env.GOLDEN_WRITE) {
        const all = (() => {
          try {
            return JSON.parse(readFileSync(GOLDEN, 'utf8')) as Record<string, unknown>;
          } catch {
            return {};
          }
        })();
        writeFileSync(GOLDEN, `${JSON.stringify({ ...all, [name]: now })}\n`);
      }
      const golden = (JSON.parse(readFileSync(GOLDEN, 'utf8')) as Record<string, unknown>)[name];
      expect(now.counts[0]! + now.counts[1]!).toBeGreaterThan(0);
      expect(now).toEqual(golden);
    },
  );
});
