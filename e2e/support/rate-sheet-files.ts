import zlib from 'node:zlib';

// Rate-sheet workbooks written here, byte by byte (issue 31, item 6): the journeys need a file
// with a known bad row, and the e2e package has no spreadsheet library. An .xlsx is a zip of
// XML parts; these are stored uncompressed, every cell an inline string or a number.

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const SHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CT_NS = 'http://schemas.openxmlformats.org/package/2006/content-types';

type Part = { name: string; data: Buffer };

/** A zip of stored (uncompressed) parts, each with its CRC-32, as any unzip reads it. */
function zipOf(parts: Part[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of parts) {
    const fileName = Buffer.from(name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const column = (i: number) => String.fromCharCode(65 + i); // A–Z: the sheets have fewer columns

function worksheetXml(rows: (string | number)[][]): string {
  const cell = (v: string | number, i: number, r: number) =>
    typeof v === 'number'
      ? `<c r="${column(i)}${r}"><v>${v}</v></c>`
      : `<c r="${column(i)}${r}" t="inlineStr"><is><t>${escapeXml(v)}</t></is></c>`;
  const data = rows.map(
    (cells, i) => `<row r="${i + 1}">${cells.map((v, c) => cell(v, c, i + 1)).join('')}</row>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${SHEET_NS}"><sheetData>${data.join('')}</sheetData></worksheet>`;
}

type Sheets = {
  Hoteles: (string | number)[][];
  Excursiones: (string | number)[][];
  Traslados: (string | number)[][];
};

/** A workbook of the three worksheets, each given as rows of cells (the header first). */
function rateSheetWorkbook(sheets: Sheets): Buffer {
  const names = Object.keys(sheets) as (keyof Sheets)[];
  const part = (name: string, xml: string): Part => ({ name, data: Buffer.from(xml) });
  const overrides = names
    .map(
      (_, i) =>
        `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    )
    .join('');
  return zipOf([
    part(
      '[Content_Types].xml',
      `<Types xmlns="${CT_NS}"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${overrides}</Types>`,
    ),
    part(
      '_rels/.rels',
      `<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    part(
      'xl/workbook.xml',
      `<workbook xmlns="${SHEET_NS}" xmlns:r="${REL_NS}"><sheets>${names.map((n, i) => `<sheet name="${n}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`,
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${PKG_REL_NS}">${names.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')}</Relationships>`,
    ),
    ...names.map((n, i) => part(`xl/worksheets/sheet${i + 1}.xml`, worksheetXml(sheets[n]))),
  ]);
}

const HOTEL_COLUMNS = [
  'Pais',
  'Zona',
  'Hotel',
  'Categoria',
  'Moneda',
  'CodigoHabitacion',
  'Habitacion',
  'Regimen',
  'Desde',
  'Hasta',
  'SGL',
  'DBL',
  'TPL',
  'CPL',
];

/**
 * A sheet of one zone whose second hotel row (row 3 of Hoteles) is priced in euros, which the
 * agency does not sell in: refused whole, naming that row.
 */
export const sheetWithEuroRow = (): Buffer =>
  rateSheetWorkbook({
    Hoteles: [
      HOTEL_COLUMNS,
      [
        'Argentina',
        'Zona de Prueba E2E',
        'Posada E2E',
        3,
        'ARS',
        'DBL',
        'Doble',
        'Desayuno',
        '2027-05-01',
        '2027-05-31',
        0,
        90000,
        0,
        0,
      ],
      [
        'Argentina',
        'Zona de Prueba E2E',
        'Hotel del Euro',
        4,
        'EUR',
        'DBL',
        'Doble',
        'Desayuno',
        '2027-05-01',
        '2027-05-31',
        0,
        120,
        0,
        0,
      ],
    ],
    Excursiones: [['Pais', 'Zona', 'Nombre', 'Tipo', 'Total', 'Moneda']],
    Traslados: [['Pais', 'Zona', 'Nombre', 'Tipo', 'Direccion', 'Moneda', 'Pax', 'Tarifa']],
  });
