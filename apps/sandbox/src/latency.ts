/** Waits `ms`. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** When a call that arrives now, at this latency, is to be answered. */
export const answerAt = (latencyMs: number) => performance.now() + latencyMs;

/** Waits until then; at once when then is past or undefined. */
export const waitUntil = async (then: number | undefined) => {
  const left = then === undefined ? 0 : then - performance.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
};
