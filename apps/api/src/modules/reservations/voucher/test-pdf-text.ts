import { extractText, getDocumentProxy } from 'unpdf';

// Tests read a voucher back as its text: what a client copying from it or a screen reader gets.

export const SHIPPED_LOGO = new URL('../../../../assets/agency-logo.png', import.meta.url);

/** The PDF's text, every run of white space (NBSP too) as one space; and its page count. */
export async function pdfText(pdf: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(doc, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: totalPages };
}
