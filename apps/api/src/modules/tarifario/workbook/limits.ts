// What a rate sheet may weigh (issue 29, item 1): a 2 MB .xlsx of a few huge cells unpacked to
// 2 GB and took the server down. Every limit is checked before anything is unpacked (the zip's
// central directory) and again while it is (the bytes really inflated, the rows really read), by
// the upload and by `npm run tarifario:import` alike.

import { RATE_SHEET_MAX_BYTES } from '@portal/domain/admin/rate-sheet';

const MiB = 2 ** 20;

export const IMPORT_LIMITS = {
  /** the .xlsx itself (10 MB, which the portal states): a 50,000-row sheet is about 2.5 MB */
  fileBytes: RATE_SHEET_MAX_BYTES,
  /** parts of the zip: a workbook from Excel has about 15 */
  entries: 1000,
  /** one part unpacked: a 100,000-row worksheet is about 55 MB of XML */
  entryBytes: 128 * MiB,
  /** all the parts unpacked */
  totalBytes: 256 * MiB,
  /** unpacked ÷ packed of a part: real worksheets give 5–20, a run of one repeated byte about 1000 */
  ratio: 100,
  /** parts smaller than this are not held to the ratio (they cannot hurt) */
  ratioFloorBytes: 1 * MiB,
  /** data rows of a worksheet (docs/tarifario/README.md) */
  rows: 100_000,
  /** one cell's text: Excel's own maximum */
  cellChars: 32_767,
  /** the JS heap of the worker that reads a sheet; a 100,000-row sheet needs well under it */
  workerHeapMb: 512,
} as const;

/**
 * Bytes of XML between two tags that a reader may gather into one string: a cell of the longest
 * text, every character escaped as an entity ('&quot;', 6 bytes), fits.
 */
export const MAX_TEXT_RUN_BYTES = IMPORT_LIMITS.cellChars * 6 + 1024;

export const mebibytes = (bytes: number) => Math.round(bytes / MiB);
