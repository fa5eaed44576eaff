// The first request of a page opened cold, started by its route while the page's code is still
// on its way (issue 19: on a phone the code takes a second or more; the data need not wait for
// it). Each is started once per loaded document — later visits have the query cache — and
// handed to the first identical call made soon enough; the answer is read only then.
const FRESH_MS = 10_000;

type Held = { at: number; response: Promise<Response> };
const held = new Map<string, Held>();
const started = new Set<string>();

/** Starts `send` for `key` unless this document already did. */
export const startOnFirstLoad = (key: string, send: () => Promise<Response>) => {
  if (started.has(key)) return;
  started.add(key);
  const response = send();
  response.catch(() => undefined); // the call that takes it sees the failure
  held.set(key, { at: Date.now(), response });
};

/** The response started for `key`, once, if it is still fresh. */
export const takeFirstLoad = (key: string): Promise<Response> | undefined => {
  const entry = held.get(key);
  if (!entry) return undefined;
  held.delete(key);
  return Date.now() - entry.at < FRESH_MS ? entry.response : undefined;
};

/** For tests: forget what this document started. */
export const resetFirstLoad = () => {
  held.clear();
  started.clear();
};
