// Elements whose text is not content (DOMPurify drops them with their content too).
const NOT_TEXT = 'script, style, template, noscript, iframe, object, svg, math, title';

/**
 * A post's markup as plain text for its preview. DOMParser's document is inert (no scripts
 * run, nothing loads) and React renders the result as text, so DOMPurify (~9 KB gzip) is not
 * needed on the home page; the dialog that renders the markup sanitises it (sanitize.ts).
 * Block ends become spaces so '<p>a</p><p>b</p>' reads 'a b', not 'ab'.
 */
export const htmlToText = (html: string): string => {
  const spaced = html.replace(/<(br|\/p|\/li|\/div|\/h[1-6])\b[^>]*>/gi, ' $&');
  const doc = new DOMParser().parseFromString(spaced, 'text/html');
  doc.querySelectorAll(NOT_TEXT).forEach((node) => node.remove());
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
};
