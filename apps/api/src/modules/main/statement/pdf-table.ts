// A table on pdfkit pages: a row that does not fit starts a new page, which repeats a line
// saying whose statement it is and the table's header; every page gets 'Página n de N'.

type Doc = PDFKit.PDFDocument;
export type Column = { title: string; width: number; align?: 'left' | 'right' };
export type TableRow = {
  cells: string[];
  bold?: boolean;
  /** a line above the row (the totals) */
  rule?: boolean;
};
type Table = { columns: Column[]; rows: TableRow[]; margin: number; continued: string };

const PAD = 3.5;
const SIZE = 8.5;
const FOOTER = 18;
const HEAD_FILL = '#1864ab';
const ZEBRA = '#f8f9fa';

const xs = (t: Table) =>
  t.columns.map((_, i) => t.margin + t.columns.slice(0, i).reduce((a, c) => a + c.width, 0));
const tableWidth = (t: Table) => t.columns.reduce((a, c) => a + c.width, 0);

const headerRow = (doc: Doc, t: Table) => {
  const top = doc.y;
  doc.rect(t.margin, top, tableWidth(t), SIZE + 2 * PAD + 2).fill(HEAD_FILL);
  doc.font('Helvetica-Bold').fontSize(SIZE).fillColor('#ffffff');
  t.columns.forEach((c, i) =>
    doc.text(c.title, xs(t)[i]! + PAD, top + PAD + 1, { width: c.width - 2 * PAD, align: c.align ?? 'left' }),
  );
  doc.y = top + SIZE + 2 * PAD + 2;
};

const rowHeight = (doc: Doc, t: Table, row: TableRow) => {
  doc.font(row.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(SIZE);
  const cells = row.cells.map((text, i) =>
    doc.heightOfString(text || ' ', { width: t.columns[i]!.width - 2 * PAD }),
  );
  return Math.max(...cells) + 2 * PAD;
};

const drawRow = (doc: Doc, t: Table, row: TableRow, index: number, height: number) => {
  const top = doc.y;
  if (index % 2 === 1) doc.rect(t.margin, top, tableWidth(t), height).fill(ZEBRA);
  if (row.rule)
    doc
      .moveTo(t.margin, top)
      .lineTo(t.margin + tableWidth(t), top)
      .lineWidth(0.8)
      .stroke('#111111');
  doc
    .font(row.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(SIZE)
    .fillColor('#111111');
  row.cells.forEach((text, i) => {
    const c = t.columns[i]!;
    doc.text(text, xs(t)[i]! + PAD, top + PAD, { width: c.width - 2 * PAD, align: c.align ?? 'left' });
  });
  doc.y = top + height;
};

/** 'Página n de N' at the foot of every page (the document must buffer its pages). */
const pageNumbers = (doc: Doc, margin: number) => {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // writing under the bottom margin would open a new page
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor('#555555');
    doc.text(`Página ${i - start + 1} de ${count}`, margin, doc.page.height - margin + 4, {
      width: doc.page.width - 2 * margin,
      align: 'right',
    });
    doc.page.margins.bottom = bottom;
  }
};

export function drawTable(doc: Doc, t: Table): void {
  const limit = () => doc.page.height - t.margin - FOOTER;
  headerRow(doc, t);
  t.rows.forEach((row, i) => {
    const height = rowHeight(doc, t, row);
    if (doc.y + height > limit()) {
      doc.addPage();
      doc
        .font('Helvetica')
        .fontSize(8)
        .fillColor('#555555')
        .text(t.continued, t.margin, t.margin, {
          width: tableWidth(t),
        });
      doc.y += 6;
      headerRow(doc, t);
    }
    drawRow(doc, t, row, i, height);
  });
  pageNumbers(doc, t.margin);
}
