import PDFDocument from 'pdfkit';
import type { TStatement } from '@portal/domain/commerce/statement';
import { drawTable, type Column, type TableRow } from './pdf-table';
import { dayText, entityText, moneyText, periodText, statusText } from './view';

// The statement as a PDF (issue 32, item 4): A4, the agency's header, the entity and the
// period, a summary, then the table with the running balance over as many pages as it takes
// (its header repeated on each) and the totals. pdfkit's standard Helvetica (WinAnsi covers
// Spanish), as the voucher: no browser in the request path.

export type Agency = {
  name: string;
  /** PNG or JPEG bytes; none: the name alone */ logo?: Buffer | undefined;
};
type Doc = PDFKit.PDFDocument;

const MARGIN = 40;
const BLUE = '#1864ab';
const GREY = '#555555';
const INK = '#111111';
const RED = '#c92a2a';
const GREEN = '#2b8a3e';

const header = (doc: Doc, agency: Agency, s: TStatement, printedAt: string) => {
  const logo = 44;
  if (agency.logo) doc.image(agency.logo, MARGIN, MARGIN, { fit: [logo, logo] });
  const x = agency.logo ? MARGIN + logo + 12 : MARGIN;
  const width = doc.page.width - MARGIN - x;
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor(INK)
    .text(agency.name, x, MARGIN + 2, { width });
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .fillColor(BLUE)
    .text('Cuenta corriente', x, doc.y + 1, { width });
  doc.y = Math.max(doc.y, MARGIN + logo) + 10;
  const facts: [string, string][] = [
    ['Entidad', entityText(s)],
    ['Período', periodText(s)],
    ['Moneda', s.moneda],
    ['Emitido', printedAt],
  ];
  for (const [label, value] of facts) {
    const top = doc.y;
    doc.font('Helvetica').fontSize(9).fillColor(GREY).text(label, MARGIN, top, { width: 60 });
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(INK)
      .text(value, MARGIN + 60, top - 1);
    doc.y += 2;
  }
  doc.y += 6;
};

/** Four boxes: saldo inicial, debe, haber, saldo final (red when the client owes, green when in favour). */
const summary = (doc: Doc, s: TStatement) => {
  const boxes: [string, number, string][] = [
    ['Saldo inicial', s.saldoInicial, INK],
    ['Debe', s.totales.debe, INK],
    ['Haber', s.totales.haber, INK],
    ['Saldo final', s.saldoFinal, s.saldoFinal > 0 ? RED : s.saldoFinal < 0 ? GREEN : INK],
  ];
  const gap = 8;
  const width = (doc.page.width - 2 * MARGIN - gap * 3) / 4;
  const top = doc.y;
  boxes.forEach(([label, amount, color], i) => {
    const x = MARGIN + i * (width + gap);
    doc.roundedRect(x, top, width, 40, 4).fill('#f1f3f5');
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(GREY)
      .text(label, x + 8, top + 7, { width: width - 16 });
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(color)
      .text(moneyText(amount, s), x + 8, top + 20, { width: width - 16 });
  });
  doc.y = top + 52;
};

const columns = (doc: Doc): Column[] => {
  const amount = 72;
  const fecha = 54;
  const concepto = doc.page.width - 2 * MARGIN - fecha - 3 * amount;
  return [
    { title: 'Fecha', width: fecha },
    { title: 'Concepto', width: concepto },
    { title: 'Debe', width: amount, align: 'right' },
    { title: 'Haber', width: amount, align: 'right' },
    { title: 'Saldo', width: amount, align: 'right' },
  ];
};

const rowsOf = (s: TStatement): TableRow[] => {
  const money = (n: number) => (n ? moneyText(n, s) : '');
  // the description names the kind and the number; a booking adds its status now
  const concept = (e: TStatement['entries'][number]) =>
    e.tipo === 'reserva' && e.estado ? `${e.descripcion} (${statusText(e)})` : e.descripcion;
  return [
    { cells: [dayText(s.desde), 'Saldo inicial', '', '', moneyText(s.saldoInicial, s)], bold: true },
    ...s.entries.map((e) => ({
      cells: [dayText(e.fecha), concept(e), money(e.debe), money(e.haber), moneyText(e.saldo, s)],
    })),
    {
      cells: [
        dayText(s.hasta),
        'Totales y saldo final',
        moneyText(s.totales.debe, s),
        moneyText(s.totales.haber, s),
        moneyText(s.saldoFinal, s),
      ],
      bold: true,
      rule: true,
    },
  ];
};

/** The statement as PDF bytes. */
export function renderStatementPdf(s: TStatement, agency: Agency, printedAt: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Cuenta corriente de ${s.razonSocial}`, Author: agency.name, Creator: agency.name },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, agency, s, printedAt);
  summary(doc, s);
  drawTable(doc, {
    columns: columns(doc),
    rows: rowsOf(s),
    margin: MARGIN,
    continued: `${agency.name} · Cuenta corriente de ${entityText(s)} · ${periodText(s)} · ${s.moneda}`,
  });
  doc.end();
  return done;
}
