// Elements whose text is not content (DOMPurify drops them with their content too).
const NOT_TEXT = 'script, style, template, noscript, iframe, object, svg, math, title';
const NOT_TEXT_ELEMENTS = new RegExp(`<(${NOT_TEXT.split(', ').join('|')})\\b[\\s\\S]*?<\\/\\1\\s*>`, 'gi');
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

const decodeEntity = (whole: string, name: string) => {
  const code = /^#x/i.test(name)
    ? parseInt(name.slice(2), 16)
    : name.startsWith('#')
      ? Number(name.slice(1))
      : NaN;
  if (Number.isInteger(code)) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  return ENTITIES[name.toLowerCase()] ?? whole;
};

/**
 * The same text without DOMParser, for the server's render of the home page (issue 34): posts
 * are stored as DOMPurify serialised them (sanitize-post-html on save), so their markup is
 * well-formed and names no entity beyond &amp; &lt; &gt; &quot; &nbsp; and numeric ones.
 * html-to-text.test.ts checks both give the same text.
 */
export const markupToText = (html: string): string =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(NOT_TEXT_ELEMENTS, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();

/** Block ends become spaces so '<p>a</p><p>b</p>' reads 'a b', not 'ab'. */
export const spaceBlockEnds = (html: string) =>
  html.replace(/<(br|\/p|\/li|\/div|\/h[1-6])\b[^>]*>/gi, ' $&');

/**
 * A post's markup as plain text for its preview. DOMParser's document is inert (no scripts
 * run, nothing loads) and React renders the result as text, so DOMPurify (~9 KB gzip) is not
 * needed on the home page; the dialog that renders the markup sanitises it (sanitize.ts).
 */
export const htmlToText = (html: string): string => {
  const spaced = spaceBlockEnds(html);
  if (typeof DOMParser === 'undefined') return markupToText(spaced);
  const doc = new DOMParser().parseFromString(spaced, 'text/html');
  doc.querySelectorAll(NOT_TEXT).forEach((node) => node.remove());
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
};
