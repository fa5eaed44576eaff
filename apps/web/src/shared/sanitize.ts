import DOMPurify from 'dompurify';
import { hardenPostLink, postHtmlPolicy } from '@portal/domain/admin/post-html';

// The domain's allowed-HTML policy, the one the API applies when a post is saved and shown
// (issue 31, item 4); an instance of its own, so the hook is this policy's alone.
const purify = DOMPurify(window);
purify.addHook('afterSanitizeAttributes', hardenPostLink);
const POLICY = postHtmlPolicy();

/** Post content comes from an editor; only markup, never scripts or handlers, reaches the DOM. */
export const sanitizeHtml = (html: string): string => purify.sanitize(html, POLICY);
