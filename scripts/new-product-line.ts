import path from 'node:path';
import { generateLine } from './product-line/generate';
import { lineNames } from './product-line/names';

// npm run new:product-line -- <key> [--label "Cruceros"] [--voucher "Crucero"]
// Writes a product line's skeleton (docs/product-lines.md says what it writes and what is left).

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const key = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (!key) {
  console.error('Uso: npm run new:product-line -- <clave> [--label "Cruceros"] [--voucher "Crucero"]');
  process.exit(1);
}
const root = path.resolve(import.meta.dirname, '..');
const names = lineNames(key, option('label'), option('voucher'));
const { created, edited } = await generateLine(root, names);
const report = [
  `Línea ${names.key} (${names.label}) escrita.`,
  '',
  'Archivos nuevos:',
  ...created.map((file) => `  ${file}`),
  '',
  'Archivos con la línea agregada:',
  ...edited.map((file) => `  ${file}`),
  '',
  'Lo que falta completar: docs/product-lines.md, "What is left to fill".',
];
process.stdout.write(`${report.join('\n')}\n`);
