import { agencyToday } from '@portal/domain';
import { rateSheetDownloadName } from '@portal/domain/admin/rate-sheet';
import type { Db } from '../../../db/client';
import { readTarifarioRows, writeTarifarioWorkbook } from '../../tarifario/workbook';

/**
 * The sheet in force as the .xlsx staff upload (issue 31, item 6): every zone's rows read back
 * from the database, with real Excel dates, named after the agency's day it was taken.
 */
export async function sheetInForce(db: Db, { now, tz }: { now: Date; tz: string }) {
  const file = await writeTarifarioWorkbook(await readTarifarioRows(db), { excelDates: true });
  return { file, fileName: rateSheetDownloadName(agencyToday(now, tz)) };
}
