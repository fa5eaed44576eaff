import { Readable } from 'node:stream';
import { fmt, MESSAGES } from '@portal/domain';
import type { Entry } from 'yauzl';
import { TarifarioImportError } from './errors';
import { IMPORT_LIMITS, MAX_TEXT_RUN_BYTES } from './limits';
import type { XlsxZip } from './xlsx-zip';

// What exceljs's streaming reader is given (issue 29, item 1): not the upload itself, whose local
// headers might say other things than the central directory we checked, but a zip of stored
// (uncompressed) parts written here from the checked entries, each inflated by yauzl, which stops
// at the size the entry declared. Only the parts the reader uses are inflated, in the order it
// wants them (relationships, workbook, shared strings, styles, then the worksheets), so it never
// parks a worksheet in a temporary file.

const FIRST = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml', 'xl/styles.xml'];
const WORKSHEET = /^xl\/worksheets\/sheet\d+\.xml$/;
const SHARED_STRINGS = 'xl/sharedStrings.xml';
// Without shared strings exceljs sets the worksheets aside on disk: an empty table avoids it.
const NO_SHARED_STRINGS = Buffer.from(
  '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
);
const LT = 0x3c; // '<'
// An empty central directory: where exceljs's unzipper expects the zip to end.
const END_OF_CENTRAL_DIRECTORY = Buffer.alloc(22);
END_OF_CENTRAL_DIRECTORY.writeUInt32LE(0x06054b50, 0);

/** A stored entry's local header: exceljs's unzipper reads the data that follows by its size. */
function localHeader(name: string, size: number): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  const head = Buffer.alloc(30);
  head.writeUInt32LE(0x04034b50, 0);
  head.writeUInt16LE(20, 4); // version needed to extract
  head.writeUInt16LE(0x0800, 6); // the name is UTF-8; method 0 (stored), no time, no CRC
  head.writeUInt32LE(size, 18);
  head.writeUInt32LE(size, 22);
  head.writeUInt16LE(nameBytes.length, 26);
  return Buffer.concat([head, nameBytes]);
}

/** The bytes since the last '<' after `chunk`: text longer than a cell can be is refused. */
function textRunAfter(chunk: Buffer, run: number): number {
  let from = 0;
  for (let lt = chunk.indexOf(LT); lt !== -1; lt = chunk.indexOf(LT, from)) {
    if (run + lt - from > MAX_TEXT_RUN_BYTES) break;
    run = 0;
    from = lt + 1;
  }
  run += chunk.length - from;
  if (run > MAX_TEXT_RUN_BYTES)
    throw new TarifarioImportError(fmt('tarifarioSheetTextTooLong', { max: IMPORT_LIMITS.cellChars }));
  return run;
}

/**
 * Where the last whole UTF-8 character of `bytes` ends. exceljs decodes each chunk on its own,
 * so a character split between two chunks would come out as '\uFFFD' (seen on 19 of 20,000
 * accented rows): every chunk handed on ends on a character.
 */
function utf8Boundary(bytes: Buffer): number {
  let back = 0; // continuation bytes (10xxxxxx) at the end
  while (back < 3 && back < bytes.length && (bytes[bytes.length - 1 - back]! & 0xc0) === 0x80) back++;
  const lead = bytes.length - 1 - back;
  if (lead < 0) return bytes.length;
  const b = bytes[lead]!;
  const length = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
  return length > back + 1 ? lead : bytes.length;
}

const sizeMismatch = (part: string) => new TarifarioImportError(fmt('tarifarioSheetSizeMismatch', { part }));

/**
 * One part inflated, its text runs bounded and its chunks cut on whole characters. The last
 * bytes are handed on only once yauzl has found the part as long as it declared: a part that
 * lies never reaches its end in exceljs, which would otherwise read on into the next header.
 */
async function* partData(xlsx: XlsxZip, entry: Entry): AsyncGenerator<Buffer> {
  let run = 0;
  let held: Buffer = Buffer.alloc(0);
  try {
    for await (const chunk of await xlsx.zip.openReadStreamPromise(entry)) {
      run = textRunAfter(chunk as Buffer, run);
      const cut = utf8Boundary(held);
      if (cut > 0) yield held.subarray(0, cut);
      held = Buffer.concat([held.subarray(cut), chunk as Buffer]);
    }
  } catch (err) {
    if (err instanceof TarifarioImportError) throw err;
    // yauzl: 'too many bytes in the stream' / 'not enough bytes…': the header lied about the size
    if (/bytes in the stream/.test((err as Error).message)) throw sizeMismatch(entry.fileName);
    throw new TarifarioImportError(MESSAGES.tarifarioSheetUnreadable);
  }
  if (held.length > 0) yield held;
}

/** The parts exceljs reads, in its order; every other part (pictures, themes) is never inflated. */
function partsToRead(parts: XlsxZip['parts']): Entry[] {
  const first = FIRST.flatMap((name) => parts.get(name) ?? []);
  const sheets = [...parts.values()].filter((e) => WORKSHEET.test(e.fileName));
  return [...first, ...sheets];
}

/**
 * The checked workbook as a zip stream for exceljs. A part that breaks a limit while inflating
 * ends the stream and rejects `failed`: exceljs pipes the stream and would wait forever for the
 * rest, so its reading is raced against `failed`.
 */
export function storedParts(xlsx: XlsxZip): { stream: Readable; failed: Promise<never> } {
  let fail: (err: Error) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => (fail = reject));
  failed.catch(() => undefined); // raced by the reader; never an unhandled rejection
  async function* zip() {
    try {
      if (!xlsx.parts.has(SHARED_STRINGS)) {
        yield localHeader(SHARED_STRINGS, NO_SHARED_STRINGS.length);
        yield NO_SHARED_STRINGS;
      }
      for (const entry of partsToRead(xlsx.parts)) {
        yield localHeader(entry.fileName, entry.uncompressedSize);
        yield* partData(xlsx, entry);
      }
      yield END_OF_CENTRAL_DIRECTORY;
    } catch (err) {
      fail(err as Error);
    }
  }
  return { stream: Readable.from(zip()), failed };
}
