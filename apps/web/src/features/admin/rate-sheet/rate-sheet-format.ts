import type { TRateSheetIssue } from '@portal/domain/admin/rate-sheet';

const decimal = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('es-AR');

/** A file's size as staff read it: 512 B, 12,3 KB, 2,5 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${whole.format(bytes)} B`;
  if (bytes < 1024 ** 2) return `${decimal.format(bytes / 1024)} KB`;
  return `${decimal.format(bytes / 1024 ** 2)} MB`;
}

export const plural = (n: number, one: string, many: string) => `${whole.format(n)} ${n === 1 ? one : many}`;

/** A problem's reason without the worksheet and row its own columns show ('columna Moneda: …'). */
export const issueReason = ({ sheet, row, message }: TRateSheetIssue) => {
  const where = `${sheet}, fila ${row}`;
  return message.startsWith(where) ? message.slice(where.length).replace(/^(: |, )/, '') : message;
};
