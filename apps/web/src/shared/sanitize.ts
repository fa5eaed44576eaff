import DOMPurify from 'dompurify';

/** Post content comes from an editor; only markup, never scripts or handlers, reaches the DOM. */
export const sanitizeHtml = (html: string): string =>
  DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] });
