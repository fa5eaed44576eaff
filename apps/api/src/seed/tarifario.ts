import type { IsoDate } from '@portal/domain';
import type { Db } from '../db/client';
import { tarifarioCountries } from '../db/schema-tarifario';
import { sheetOfRows, type ImportSummary } from '../modules/tarifario/workbook';
import { lockTarifario, writeTarifario } from '../modules/tarifario/workbook/load';
import { tarifarioSeedRows } from './tarifario-rows';

/**
 * The demo rate sheet (issue 17), loaded through the import's checks and loader, only while
 * the tarifario is empty: a sheet the agency imported is never touched. Periods start today.
 */
export async function seedTarifario(db: Db, today: IsoDate): Promise<ImportSummary | undefined> {
  const sheet = sheetOfRows(tarifarioSeedRows(today));
  return db.transaction(async (tx) => {
    await lockTarifario(tx); // two processes starting together: the second finds it loaded
    const loaded = await tx.select({ id: tarifarioCountries.id }).from(tarifarioCountries).limit(1);
    return loaded.length > 0 ? undefined : writeTarifario(tx, sheet);
  });
}
