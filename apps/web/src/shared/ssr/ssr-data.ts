import type { HydrationState } from 'react-router';

// What a server-rendered page hands its scripts (issue 34): the routes' loader data and the
// query cache its render read, in a <script type="application/json"> the browser does not run,
// so the CSP keeps script-src 'self' with no inline script.

// apps/api/src/plugins/spa-preloads.ts writes the element with this id
const SSR_DATA_ID = 'ssr-data';

export type TSsrData = {
  router: HydrationState;
  /** TanStack Query's dehydrated cache (app/query-client.ts reads it) */
  queries?: unknown;
};

let read: TSsrData | null | undefined;

/** The server's data for this page; null for a page the server did not render. */
export const ssrData = (): TSsrData | null => {
  if (read !== undefined) return read;
  const text = typeof document === 'undefined' ? null : document.getElementById(SSR_DATA_ID)?.textContent;
  try {
    read = text ? (JSON.parse(text) as TSsrData) : null;
  } catch {
    read = null; // a page with broken data renders in the browser, as before
  }
  return read;
};

/**
 * The data as the page carries it: JSON inside a script element, where '<' is written as its
 * escape so no value ('</script>', '<!--') can end the element early.
 */
export const serializeSsrData = (data: TSsrData) => JSON.stringify(data).replace(/</g, '\\u003c');
