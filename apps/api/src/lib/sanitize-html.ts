import type { WindowLike } from 'dompurify';
import { hardenPostLink, postHtmlPolicy } from '@portal/domain/admin/post-html';

type Purify = (html: string) => string;

let loading: Promise<Purify> | undefined;

// jsdom takes a noticeable time and memory to load: the first post saved or shown pays for it,
// not every start of the API (and not the processes that never touch a post).
async function load(): Promise<Purify> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  const purify = createDOMPurify(new JSDOM('').window as unknown as WindowLike);
  purify.addHook('afterSanitizeAttributes', hardenPostLink);
  const policy = postHtmlPolicy();
  return (html) => purify.sanitize(html, policy);
}

/**
 * A post's content reduced to the domain's allowed-HTML policy (post-html.ts), the same one the
 * portal applies before rendering: when a post is saved and again whenever it is shown.
 */
export async function sanitizePostHtml(html: string): Promise<string> {
  loading ??= load().catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return (await loading)(html);
}
