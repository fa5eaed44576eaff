import { sheetIssueText } from '@portal/domain';

/** One thing wrong in a sheet: where (worksheet, row, column) and why, in Spanish. */
export type SheetIssue = { sheet: string; row: number; column?: string; reason: string };
/** A problem as the agent reads it: 'Hoteles, fila 12: …'. */
type IssueText = { sheet: string; row: number; message: string };
export type ImportErrorData = { message: string; sheet?: string; row?: number; issues: IssueText[] };

const MAX_ISSUES = 50;

/**
 * A rate sheet that was not loaded (issue 17): nothing of it was written. `message` names
 * the first thing wrong ('Hoteles, fila 12: la fecha "hasta" es anterior a "desde"'), `sheet`
 * and `row` say where (absent when the file cannot be read at all; row 1 for a header), and
 * `issues` lists up to 50 of the rows' problems in the order of the file.
 */
export class TarifarioImportError extends Error {
  readonly sheet: string | undefined;
  readonly row: number | undefined;
  readonly issues: IssueText[];

  constructor(message: string, where: { sheet?: string; row?: number } = {}, issues: IssueText[] = []) {
    super(message);
    this.name = 'TarifarioImportError';
    this.sheet = where.sheet;
    this.row = where.row;
    this.issues = issues.slice(0, MAX_ISSUES);
  }

  /** The error of a sheet's row issues, already in the order of the file. */
  static of(issues: SheetIssue[]): TarifarioImportError {
    const first = issues[0]!;
    const texts = issues
      .slice(0, MAX_ISSUES)
      .map((i) => ({ sheet: i.sheet, row: i.row, message: sheetIssueText(i) }));
    return new TarifarioImportError(sheetIssueText(first), first, texts);
  }

  /** What crosses from the worker that read the sheet to the thread that answers: a plain object. */
  toData(): ImportErrorData {
    return { message: this.message, sheet: this.sheet, row: this.row, issues: this.issues };
  }

  static fromData(data: ImportErrorData): TarifarioImportError {
    return new TarifarioImportError(data.message, data, data.issues);
  }
}
