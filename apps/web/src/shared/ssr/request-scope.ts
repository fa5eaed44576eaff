// What a server render knows of its request (issue 34): the page's cookies and how to call the
// API in-process. A browser has neither (it has document.cookie and fetch); on the server the
// entry (src/entry-server.tsx) names where each render finds its own, so concurrent renders
// never read one another's session.

export type TRequestScope = {
  /** the request's Cookie header */
  cookie: string;
  /** the API, called in-process with the request's session */
  fetch: typeof fetch;
  /** this render's query cache (app/query-client.ts): never shared between two users */
  queryClient?: unknown;
};

/** True when rendering on the server: no document to read. */
export const isServer = typeof document === 'undefined';

let source: () => TRequestScope | undefined = () => undefined;

/** The server entry names where the current render's scope lives (an AsyncLocalStorage). */
export const setRequestScopeSource = (read: () => TRequestScope | undefined) => {
  source = read;
};

/** The current render's request on the server; undefined in a browser. */
export const requestScope = () => source();
