import PDFDocument from 'pdfkit';
import type { TReservationDetail } from '@portal/domain';
import {
  BLUE,
  fieldGrid,
  fieldRows,
  GREY,
  INK,
  MARGIN,
  paragraph,
  rule,
  section,
  width,
  type Doc,
} from './pdf-blocks';
import { voucherView, type PriceLine, type VoucherView } from './voucher-view';

// The booking voucher as a PDF (issue 18): one A4 page drawn with pdfkit's standard Helvetica,
// whose WinAnsi encoding covers Spanish (á, ñ, °); no browser in the request path
// (docs/decisions.md "Gotchas that still matter").

export type Agency = { name: string; /** PNG or JPEG bytes; none: the name alone */ logo?: Buffer };
export type VoucherInput = {
  detail: TReservationDetail;
  agency: Agency;
  printedAt: Date;
  tz: string;
  /** the Argentine country taxes, apart from the total; not for an agency in Peru (spec §7) */
  countryTaxes?: boolean;
};

const RED = '#c92a2a';

/** The agency's logo and name, and the title. */
const header = (doc: Doc, agency: Agency) => {
  const logo = 52;
  if (agency.logo) doc.image(agency.logo, MARGIN, MARGIN, { fit: [logo, logo] });
  const x = agency.logo ? MARGIN + logo + 14 : MARGIN;
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK);
  doc.text(agency.name, x, MARGIN + 6, { width: width(doc) - (x - MARGIN) });
  doc.font('Helvetica-Bold').fontSize(14).fillColor(BLUE);
  doc.text('Voucher de reserva', x, doc.y + 2);
  doc.y = Math.max(doc.y, MARGIN + logo) + 12;
  rule(doc, BLUE, 1.5);
};

/** A cancelled booking must not pass for a valid one at a glance. */
const cancelledBanner = (doc: Doc) => {
  const top = doc.y;
  doc.rect(MARGIN, top, width(doc), 46).lineWidth(2).stroke(RED);
  doc.font('Helvetica-Bold').fontSize(26).fillColor(RED);
  doc.text('CANCELADA', MARGIN, top + 11, { width: width(doc), align: 'center' });
  doc.y = top + 58;
};

/** One line per passenger: surname and name, and the document with its type. */
const passengers = (doc: Doc, rows: VoucherView['passengers']) => {
  const docX = MARGIN + width(doc) * 0.62;
  const line = (name: string, document: string, font: string, color: string) => {
    const top = doc.y;
    doc
      .font(font)
      .fontSize(10)
      .fillColor(color)
      .text(name, MARGIN, top, { width: docX - MARGIN - 8 });
    const after = doc.y;
    doc.text(document, docX, top, { width: MARGIN + width(doc) - docX });
    doc.y = Math.max(after, doc.y) + 3;
  };
  line('Apellido y nombre', 'Documento', 'Helvetica', GREY);
  rows.forEach((p) => line(p.name, p.document, 'Helvetica-Bold', INK));
};

/** The price lines right-aligned in a column, the total in bold over a line. */
const prices = (doc: Doc, lines: PriceLine[]) => {
  const boxWidth = 300;
  const labelWidth = 120;
  const x = MARGIN + width(doc) - boxWidth;
  for (const l of lines) {
    if (l.total) {
      doc
        .moveTo(x, doc.y)
        .lineTo(x + boxWidth, doc.y)
        .lineWidth(0.5)
        .stroke(GREY);
      doc.y += 4;
    }
    const top = doc.y;
    doc.font(l.total ? 'Helvetica-Bold' : 'Helvetica').fontSize(l.total ? 12 : 10);
    doc.fillColor(l.total ? INK : GREY).text(l.label, x, top, { width: labelWidth });
    doc.fillColor(INK).text(l.value, x + labelWidth, top, { width: boxWidth - labelWidth, align: 'right' });
    doc.y += 3;
  }
};

const notice = (doc: Doc, text: string) => {
  const top = doc.y + 6;
  doc.rect(MARGIN, top, width(doc), 26).fill('#e7f5ff');
  doc.font('Helvetica-Bold').fontSize(11).fillColor(BLUE);
  doc.text(text, MARGIN + 10, top + 8, { width: width(doc) - 20 });
  doc.y = top + 34;
};

/** Draws the whole voucher on `doc`. */
const draw = (doc: Doc, view: VoucherView, agency: Agency) => {
  header(doc, agency);
  if (view.cancelled) cancelledBanner(doc);
  fieldGrid(doc, view.booking, 3);
  section(doc, 'Servicio');
  fieldRows(doc, view.service);
  section(doc, 'Pasajeros');
  passengers(doc, view.passengers);
  section(doc, 'Importes');
  prices(doc, view.prices);
  if (view.notice) notice(doc, view.notice);
  section(doc, 'Política de cancelación');
  paragraph(doc, view.policy);
};

/** The voucher of one booking as PDF bytes. */
export function renderVoucher({
  detail,
  agency,
  printedAt,
  tz,
  countryTaxes,
}: VoucherInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Voucher de reserva N° ${detail.id}`, Author: agency.name, Creator: agency.name },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc, voucherView(detail, printedAt, tz, countryTaxes), agency);
  doc.end();
  return done;
}
