// The first request of a page opened cold, started by its route while the page's code is still
// on its way (issue 19: on a phone the code takes a second or more; the data need not wait for
// it). Only while the first page of the document loads — later visits have the query cache and
// the page's own calls, which it can cancel — and each at most once, handed to the first
// identical call; the answer is read only then.
const FRESH_MS = 10_000; // after the answer came: an older one may be stale

type Held = { response: Promise<Response>; controller: AbortController; settledAt?: number };
const held = new Map<string, Held>();
const started = new Set<string>();
let firstLoad = true;

/** Whether the document's first page is still loading (the router says when it is done). */
export const isFirstLoad = () => firstLoad;

/** The first page has rendered: from now on, pages ask for their data themselves. */
export const endFirstLoad = () => {
  firstLoad = false;
};

/** Starts `send` for `key` unless this document already did. */
export const startOnFirstLoad = (key: string, send: (signal: AbortSignal) => Promise<Response>) => {
  if (started.has(key)) return;
  started.add(key);
  const controller = new AbortController();
  const entry: Held = { controller, response: send(controller.signal) };
  const settled = () => {
    entry.settledAt = Date.now();
  };
  entry.response.then(settled, settled); // and the call that takes it sees a failure
  held.set(key, entry);
};

/**
 * The response started for `key`, once: still on its way, or come less than 10 s ago. When the
 * taker gives up (`signal`), so does the request, as the taker's own would.
 */
export const takeFirstLoad = (key: string, signal?: AbortSignal): Promise<Response> | undefined => {
  const entry = held.get(key);
  if (!entry) return undefined;
  held.delete(key);
  if (entry.settledAt !== undefined && Date.now() - entry.settledAt >= FRESH_MS) return undefined;
  signal?.addEventListener('abort', () => entry.controller.abort(signal.reason), { once: true });
  return entry.response;
};

/**
 * Forgets what was started and drops what nobody took: on login and logout (an answer held for
 * one session is not the next one's) and in tests.
 */
export const resetFirstLoad = () => {
  for (const entry of held.values()) entry.controller.abort();
  held.clear();
  started.clear();
};
