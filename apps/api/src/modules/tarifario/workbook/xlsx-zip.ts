import { fmt, MESSAGES } from '@portal/domain';
import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl';
import { TarifarioImportError } from './errors';
import { IMPORT_LIMITS as LIMITS, mebibytes } from './limits';

/** An .xlsx opened over its bytes: its parts by name, as its central directory declares them. */
export type XlsxZip = { zip: ZipFile; parts: Map<string, Entry> };

const refuse = (message: string) => new TarifarioImportError(message);
const unreadable = () => refuse(MESSAGES.tarifarioSheetUnreadable);

/** A part's declared size and compression, judged before a byte of it is inflated (issue 29, item 1). */
function checkPart(e: Entry): void {
  const part = e.fileName;
  if (e.uncompressedSize > LIMITS.entryBytes)
    throw refuse(fmt('tarifarioSheetPartTooLarge', { part, max: mebibytes(LIMITS.entryBytes) }));
  if (e.uncompressedSize > LIMITS.ratioFloorBytes && e.uncompressedSize > e.compressedSize * LIMITS.ratio)
    throw refuse(fmt('tarifarioSheetCompression', { part, max: LIMITS.ratio }));
  if (e.isEncrypted() || !e.canDecodeFileData()) throw unreadable();
}

/**
 * Opens a rate sheet's zip and reads only its central directory: refuses a file past the size
 * limit, with too many parts, or with a part whose declared unpacked size or compression ratio
 * passes the limits. Nothing is inflated here; the streams of `zip.openReadStream` check while
 * inflating that no part is longer than it declared (yauzl's validateEntrySizes).
 */
export async function openXlsx(file: Buffer): Promise<XlsxZip> {
  if (file.length > LIMITS.fileBytes)
    throw refuse(fmt('tarifarioFileTooLarge', { max: mebibytes(LIMITS.fileBytes) }));
  const zip = await fromBufferPromise(file, {
    lazyEntries: true,
    validateEntrySizes: true,
    strictFileNames: false,
  }).catch(() => Promise.reject(unreadable()));
  const parts = new Map<string, Entry>();
  try {
    if (zip.entryCount > LIMITS.entries)
      throw refuse(fmt('tarifarioSheetTooManyParts', { max: LIMITS.entries }));
    let total = 0;
    for await (const entry of zip.eachEntry()) {
      checkPart(entry);
      total += entry.uncompressedSize;
      if (total > LIMITS.totalBytes)
        throw refuse(fmt('tarifarioSheetUnpackedTooLarge', { max: mebibytes(LIMITS.totalBytes) }));
      parts.set(entry.fileName, entry);
    }
  } catch (err) {
    zip.close();
    throw err instanceof TarifarioImportError ? err : unreadable();
  }
  return { zip, parts };
}
