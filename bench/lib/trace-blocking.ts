import type { TraceEvent } from './trace-busy';

// What part of a page's blocking time is its own work, read from the trace Lighthouse recorded.
//
// Lighthouse's mobile TBT takes each main-thread task as it was observed, wall time, times its
// 4× CPU slowdown, and counts what passes 50 ms. On a 2-core machine that also runs the server,
// Lighthouse itself and Chromium's other processes, the main thread often waits for a core in
// the middle of a task: the wall time grows, its CPU time (the trace's `tdur`) does not. Counted
// both ways, the difference is the machine's, not the page's.

export type Blocking = {
  /** Σ max(0, 4 × task's wall time − 50 ms) over the main thread's tasks after the first paint */
  wallMs: number;
  /** the same with each task's CPU time: what the page's own work blocks */
  cpuMs: number;
};

const SLOWDOWN = 4;
const LONG_MS = 50;
const blocking = (us: number) => Math.max(0, (SLOWDOWN * us) / 1000 - LONG_MS);

/**
 * The tasks of the renderer's main thread from the page's first contentful paint to the trace's
 * end (Lighthouse counts to the page's time to interactive, after which no task is long).
 */
export function blockingInTrace(trace: unknown): Blocking | null {
  const events = (Array.isArray(trace) ? trace : (trace as { traceEvents?: TraceEvent[] })?.traceEvents) as
    TraceEvent[] | undefined;
  // the paint is marked on the main thread of the audited page's renderer: its last one, as a
  // trace may hold an earlier page of the same tab
  const fcp = events?.filter((e) => e.name === 'firstContentfulPaint').at(-1);
  if (!events || !fcp) return null;
  const tasks = events.filter(
    (e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X' && e.name === 'RunTask' && e.ts >= fcp.ts,
  );
  return {
    wallMs: tasks.reduce((sum, task) => sum + blocking(task.dur ?? 0), 0),
    cpuMs: tasks.reduce((sum, task) => sum + blocking(task.tdur ?? task.dur ?? 0), 0),
  };
}
