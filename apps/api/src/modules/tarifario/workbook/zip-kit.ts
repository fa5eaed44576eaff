import zlib from 'node:zlib';

// Hand-made .xlsx files for the tests and the bench of issue 29, item 1: zip bombs (a worksheet
// of hundreds of MB of one repeated byte, deflated to a few hundred KB), parts whose headers lie
// about their size, and small workbooks written as XML. exceljs writes only honest files.

/** A part of a zip: its deflated bytes and the unpacked size its headers declare. */
export type ZipPart = { name: string; deflated: Buffer; size: number };

const MiB = 2 ** 20;
const SHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const WORKSHEET_TYPE = `${REL_NS}/worksheet`;

export const part = (name: string, content: string | Buffer): ZipPart => {
  const bytes = Buffer.from(content);
  return { name, deflated: zlib.deflateRawSync(bytes), size: bytes.length };
};

/** A part of `prefix`, `bytes` times the byte `fill`, then `suffix`: deflated as it is made, never held whole. */
export async function repeatedPart(
  name: string,
  {
    prefix = '',
    fill = 'A',
    bytes,
    suffix = '',
  }: { prefix?: string; fill?: string; bytes: number; suffix?: string },
): Promise<ZipPart> {
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  const chunk = Buffer.alloc(MiB, fill);
  deflate.write(prefix);
  for (let left = bytes; left > 0; left -= MiB) {
    const ok = deflate.write(left >= MiB ? chunk : chunk.subarray(0, left));
    if (!ok) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end(suffix);
  await ended;
  return {
    name,
    deflated: Buffer.concat(out),
    size: Buffer.byteLength(prefix) + bytes + Buffer.byteLength(suffix),
  };
}

function header(signature: number, size: number): Buffer {
  const h = Buffer.alloc(size);
  h.writeUInt32LE(signature, 0);
  return h;
}

/** A zip of deflated parts whose local and central headers both declare `size` (true or not). */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const local = header(0x04034b50, 30);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(p.deflated.length, 18);
    local.writeUInt32LE(p.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = header(0x02014b50, 46);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(p.deflated.length, 20);
    central.writeUInt32LE(p.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, p.deflated);
    centrals.push(central, name);
    offset += local.length + name.length + p.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = header(0x06054b50, 22);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** 'A', 'B', … 'Z', 'AA': the letters of the column `i` (from 0). */
const letters = (i: number): string =>
  (i >= 26 ? letters(Math.floor(i / 26) - 1) : '') + String.fromCharCode(65 + (i % 26));

/** A worksheet's rows as XML: each row's cells as inline strings or numbers; `at` numbers the rows. */
export function sheetXml(rows: { at: number; cells: (string | number)[] }[], tail = ''): string {
  const cell = (v: string | number, i: number, at: number) => {
    const ref = `${letters(i)}${at}`;
    return typeof v === 'number'
      ? `<c r="${ref}"><v>${v}</v></c>`
      : `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(v)}</t></is></c>`;
  };
  const data = rows
    .map((r) => `<row r="${r.at}">${r.cells.map((v, i) => cell(v, i, r.at)).join('')}</row>`)
    .join('');
  return `<worksheet xmlns="${SHEET_NS}"><sheetData>${data}${tail}</sheetData></worksheet>`;
}

/** The parts of a workbook of the worksheets `names` (sheet1.xml…): give them with `worksheets`. */
function workbookParts(names: string[]): ZipPart[] {
  const sheets = names.map((n, i) => `<sheet name="${n}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('');
  const rels = names
    .map(
      (_, i) =>
        `<Relationship Id="rId${i + 1}" Type="${WORKSHEET_TYPE}" Target="worksheets/sheet${i + 1}.xml"/>`,
    )
    .join('');
  return [
    part(
      'xl/workbook.xml',
      `<workbook xmlns="${SHEET_NS}" xmlns:r="${REL_NS}"><sheets>${sheets}</sheets></workbook>`,
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}</Relationships>`,
    ),
  ];
}

/** The tarifario's three worksheets, as sheet1–3; the caller adds xl/worksheets/sheetN.xml. */
export const tarifarioWorkbookParts = () => workbookParts(['Hoteles', 'Excursiones', 'Traslados']);

const BOMB_PREFIX = `<worksheet xmlns="${SHEET_NS}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>`;
const BOMB_SUFFIX = '</t></is></c></row></sheetData></worksheet>';

/** The Hoteles worksheet of a bomb: one cell of `bytes` times the letter A. */
export const bombSheet = (bytes: number) =>
  repeatedPart('xl/worksheets/sheet1.xml', { prefix: BOMB_PREFIX, bytes, suffix: BOMB_SUFFIX });

/** The three worksheets with `hoteles` as the first: Excursiones and Traslados empty. */
export const workbookOf = (hoteles: ZipPart) =>
  zipOf([
    ...tarifarioWorkbookParts(),
    hoteles,
    part('xl/worksheets/sheet2.xml', sheetXml([])),
    part('xl/worksheets/sheet3.xml', sheetXml([])),
  ]);
