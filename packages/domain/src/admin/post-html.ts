// The one allowed-HTML policy of a post's content (issue 31, item 4): the API's sanitiser when a
// post is saved and when posts-by answers it, and the portal's before it renders one, are
// DOMPurify with this configuration and this hook. Plain data, so the domain needs no DOM.

/** The markup the editor writes (Tiptap: paragraphs, marks, lists, headings, links) and no more. */
export const POST_ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
];

/** A link goes to the web or to an e-mail address: never javascript:, data:, a relative path. */
export const POST_LINK_PATTERN = /^(?:https?:|mailto:)/i;

/**
 * DOMPurify's configuration (its option names). No style, class, id, data- or aria- attribute:
 * the portal's styles decide how a post looks. What is not allowed is dropped, its text kept.
 */
export const postHtmlPolicy = () => ({
  ALLOWED_TAGS: [...POST_ALLOWED_TAGS],
  ALLOWED_ATTR: ['href', 'rel', 'target'],
  ALLOWED_URI_REGEXP: POST_LINK_PATTERN,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
});

type ElementLike = {
  nodeName: string;
  hasAttribute: (name: string) => boolean;
  setAttribute: (name: string, value: string) => void;
  removeAttribute: (name: string) => void;
};

/**
 * DOMPurify's afterSanitizeAttributes hook: whatever rel or target a link came with, it opens in
 * a new tab without handing the portal's window to the page it opens.
 */
export function hardenPostLink(node: ElementLike): void {
  if (node.nodeName !== 'A') return;
  if (!node.hasAttribute('href')) {
    node.removeAttribute('target');
    node.removeAttribute('rel');
    return;
  }
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer nofollow');
}

const ENTITY = /&(?:nbsp|#160|#xa0);/gi;

/** Whether markup shows any text (an empty editor writes '<p></p>'). */
export const htmlHasText = (html: string): boolean =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(ENTITY, ' ')
    .trim().length > 0;
