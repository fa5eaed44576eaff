import { z } from 'zod';
import type { IsoDate } from '../dates';
import { ZTarifarioImportSummary, ZTarifarioZoneRows } from '../tarifario/sheet';
import { ZPageQuery } from './paging';

// The rate sheet in the back office (issue 31, item 6): the uploads' history, what an upload
// may weigh and what its file is called. The upload itself is POST /api/main/tarifario/importar.

/** The largest .xlsx an upload takes (the API refuses more; the portal says so before sending). */
export const RATE_SHEET_MAX_BYTES = 10 * 2 ** 20;

export const RATE_SHEET_FILE_NAME_MAX = 200;
/** The name an upload is kept under when its client does not send X-File-Name (one built from the spec). */
export const RATE_SHEET_DEFAULT_FILE_NAME = 'planilla.xlsx';

// eslint-disable-next-line no-control-regex -- control characters are what it removes
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/g;

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // a stray '%' is part of the name
  }
};

/**
 * The upload's file name from its X-File-Name header, which a browser sends URL-encoded (a
 * header carries no 'ñ'): decoded, without a folder or control characters, at most 200 characters.
 */
export function rateSheetFileName(header: string | string[] | undefined): string {
  const raw = Array.isArray(header) ? header[0] : header;
  const name = decoded(raw ?? '')
    .replace(CONTROL_CHARS, '')
    .split(/[\\/]/)
    .pop()!
    .trim()
    .slice(0, RATE_SHEET_FILE_NAME_MAX)
    .trim();
  return name || RATE_SHEET_DEFAULT_FILE_NAME;
}

/** The download of the sheet in force, named after the agency's day it was taken. */
export const rateSheetDownloadName = (day: IsoDate) => `tarifario-${day}.xlsx`;

const blank = (v: unknown) => (v === '' || v === null || v === 'null' ? undefined : v);

export const RATE_SHEET_RESULTS = ['todas', 'aceptadas', 'rechazadas'] as const;
export type TRateSheetResult = (typeof RATE_SHEET_RESULTS)[number];

export const ZRateSheetImportsQuery = ZPageQuery.extend({
  resultado: z.preprocess(
    blank,
    z.enum(RATE_SHEET_RESULTS, { error: 'debe ser aceptadas, rechazadas o todas' }).default('todas'),
  ),
});
export type TRateSheetImportsQuery = z.infer<typeof ZRateSheetImportsQuery>;

/** What an accepted upload loaded, zone by zone, as the history keeps it. */
export const ZRateSheetImportSummary = ZTarifarioImportSummary.extend({
  porZona: z.array(ZTarifarioZoneRows),
});
export type TRateSheetImportSummary = z.infer<typeof ZRateSheetImportSummary>;

/** One upload of the history: who, when, which file, and what it loaded or why it was refused. */
export const ZRateSheetImport = z.object({
  id: z.number().int(),
  at: z.string(),
  actorName: z.string(),
  fileName: z.string(),
  fileBytes: z.number().int(),
  ok: z.boolean(),
  summary: ZRateSheetImportSummary.nullable(),
  error: z.string().nullable(),
});
export type TRateSheetImport = z.infer<typeof ZRateSheetImport>;

/** A problem of a refused sheet, as the upload's 400 lists them in `errors`. */
export const ZRateSheetIssue = z.object({ sheet: z.string(), row: z.number().int(), message: z.string() });
export type TRateSheetIssue = z.infer<typeof ZRateSheetIssue>;
