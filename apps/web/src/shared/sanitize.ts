import DOMPurify from 'dompurify';

/** Post content comes from an editor; only markup, never scripts or handlers, reaches the DOM. */
export const sanitizeHtml = (html: string): string =>
  DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });

// Block ends become spaces so '<p>a</p><p>b</p>' reads 'a b', not 'ab'.
export const htmlToText = (html: string): string =>
  DOMPurify.sanitize(html.replace(/<(br|\/p|\/li|\/div|\/h[1-6])\b[^>]*>/gi, ' $&'), {
    ALLOWED_TAGS: [],
    KEEP_CONTENT: true,
  })
    .replace(/\s+/g, ' ')
    .trim();
