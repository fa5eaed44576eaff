import type { WindowLike } from 'dompurify';
import { hardenPostLink, postHtmlPolicy } from '@portal/domain/admin/post-html';

type Purify = (html: string) => string;

let loading: Promise<Purify> | undefined;

// jsdom takes a noticeable time to load (about 2 s on a busy machine): it loads once the server
// is ready (warmPostSanitizer), in the background, so neither the start nor the first agent's
// home page waits for it.
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

/** Loads the sanitiser ahead of the first post shown; a failure is left to that first call. */
export const warmPostSanitizer = (): void => {
  sanitizePostHtml('').catch(() => undefined);
};
