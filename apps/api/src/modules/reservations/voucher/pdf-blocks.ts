import type { Field } from './voucher-view';

// The voucher's building blocks on a pdfkit page: sections, label/value fields, paragraphs.
// Each draws at doc.y and leaves doc.y below what it drew.

export type Doc = PDFKit.PDFDocument;
export const MARGIN = 48;
export const BLUE = '#1864ab';
export const GREY = '#555555';
export const INK = '#111111';

/** The width between the margins. */
export const width = (doc: Doc) => doc.page.width - 2 * MARGIN;

export const rule = (doc: Doc, color: string, lineWidth = 0.5) => {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width(doc), doc.y)
    .lineWidth(lineWidth)
    .stroke(color);
  doc.y += 10;
};

/** A titled part of the voucher, in capitals over a thin line. */
export const section = (doc: Doc, title: string) => {
  doc.y += 8;
  doc.font('Helvetica-Bold').fontSize(11).fillColor(BLUE).text(title.toUpperCase(), MARGIN, doc.y);
  doc.y += 2;
  rule(doc, '#a5d8ff');
};

/** Short fields side by side, `columns` to a row: label above, value below. */
export const fieldGrid = (doc: Doc, fields: Field[], columns: number) => {
  const colWidth = width(doc) / columns;
  for (let i = 0; i < fields.length; i += columns) {
    const top = doc.y;
    let bottom = top;
    fields.slice(i, i + columns).forEach((f, c) => {
      const x = MARGIN + c * colWidth;
      doc
        .font('Helvetica')
        .fontSize(8)
        .fillColor(GREY)
        .text(f.label, x, top, { width: colWidth - 8 });
      doc
        .font('Helvetica-Bold')
        .fontSize(11)
        .fillColor(INK)
        .text(f.value, x, doc.y + 1, { width: colWidth - 8 });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 8;
  }
};

/** Label and value on one line each; the value wraps in its own column. */
export const fieldRows = (doc: Doc, fields: Field[], labelWidth = 110) => {
  for (const f of fields) {
    const top = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(GREY).text(f.label, MARGIN, top, { width: labelWidth });
    const valueX = MARGIN + labelWidth;
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
    doc.text(f.value, valueX, top, { width: width(doc) - labelWidth });
    doc.y += 3;
  }
};

export const paragraph = (doc: Doc, text: string) =>
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(INK)
    .text(text, MARGIN, doc.y, { width: width(doc) });
