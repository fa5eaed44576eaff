import fs from 'node:fs/promises';
import path from 'node:path';
import { isValidIsoDate } from '@portal/domain';
import { tarifarioSeedRows } from '../../../seed/tarifario-rows';
import { writeTarifarioWorkbook } from './write-workbook';

// npm run tarifario:sample -w @portal/api [-- YYYY-MM-DD]: writes the sample rate sheet
// docs/tarifario/tarifario-ejemplo.xlsx from the demo sheet, its periods from 1 January of
// next year (or the date given) for 18 months, dates as real Excel dates.

const arg = process.argv[2];
if (arg !== undefined && !isValidIsoDate(arg)) {
  console.error('Uso: npm run tarifario:sample -w @portal/api [-- AAAA-MM-DD]');
  process.exit(2);
}
const from = arg ?? `${new Date().getUTCFullYear() + 1}-01-01`;
const out = path.resolve(import.meta.dirname, '../../../../../../docs/tarifario/tarifario-ejemplo.xlsx');
const rows = tarifarioSeedRows(from);
await fs.mkdir(path.dirname(out), { recursive: true });
await fs.writeFile(out, await writeTarifarioWorkbook(rows, { excelDates: true }));
const count = rows.hoteles.length + rows.excursiones.length + rows.traslados.length;
console.log(`${path.relative(process.cwd(), out)}: ${count} filas, períodos desde ${from}`);
