// Reads a Chrome trace (devtools.timeline categories): how much of the renderer's main thread a
// stretch of the page took, and on what. Used by bench/results-render.ts.

export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** the thread's own CPU time in it (the time it ran, not waited for a core), µs */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; requestId?: string } };
};

export type Busy = {
  /** main-thread time of the tasks in the window, ms */
  busyMs: number;
  /**
   * the main thread's own CPU time in those tasks (throttled as they are), ms: without the
   * waits for a core that other work on the machine adds to `busyMs`; on a quiet machine the two
   * are close
   */
  cpuMs: number;
  scriptingMs: number;
  styleLayoutMs: number;
  paintMs: number;
  /** the window's wall time, ms */
  wallMs: number;
  /** its longest task, ms (clipped to the window) */
  longestMs: number;
  /**
   * fonts the page built in the window (a size and weight its text used for the first time:
   * Blink's FontCache::GetFontPlatformData, with the 'fonts' trace category), and their time, ms
   */
  fontsBuilt: number;
  fontMs: number;
};

// what DevTools' Performance panel files each event under (its summary's categories)
const SCRIPTING =
  /^(FunctionCall|EvaluateScript|v8\.|V8\.|TimerFire|RunMicrotasks|EventDispatch|FireAnimationFrame|FireIdleCallback|MinorGC|MajorGC|GCEvent|XHRReadyStateChange|ParseHTML)/;
const STYLE_LAYOUT =
  /^(UpdateLayoutTree|Layout|RecalculateStyles|ParseAuthorStyleSheet|HitTest|IntersectionObserverController)/;
const PAINT = /^(PrePaint|Paint|PaintImage|Layerize|Commit|UpdateLayer|Decode|RasterTask|CompositeLayers)/;
const categoryOf = (name: string) =>
  SCRIPTING.test(name)
    ? 'scripting'
    : STYLE_LAYOUT.test(name)
      ? 'styleLayout'
      : PAINT.test(name)
        ? 'paint'
        : undefined;

const ms = (us: number) => us / 1000;

/** The slices not inside another of them (a font built calls itself again), sorted by start. */
const outermost = (sorted: TraceEvent[]) => {
  let until = Number.NEGATIVE_INFINITY;
  return sorted.filter((e) => {
    if (e.ts < until) return false;
    until = e.ts + (e.dur ?? 0);
    return true;
  });
};
const end = (e: TraceEvent) => e.ts + (e.dur ?? 0);

type TraceWindow = {
  /** the request whose answer opens the window (a part of its URL) */
  url: string;
  /** a mark whose task opens the window instead (the task that made the first card) */
  fromMark?: string;
  /** the mark after which the first painted frame closes the window */
  toMark: string;
};

/**
 * The main-thread time between the answer of the request to `url` reaching the renderer (or
 * the start of the task in which the page made `fromMark`) and the end of the first frame
 * painted after `toMark` (performance.marks the page made).
 */
export function busyInWindow(events: TraceEvent[], w: TraceWindow): Busy {
  const mark = (name: string) => {
    const found = events.find((e) => e.name === name);
    if (!found) throw new Error(`no ${name} in the trace`);
    return found;
  };
  const last = mark(w.toMark);
  const main = events.filter((e) => e.pid === last.pid && e.tid === last.tid);
  const sent = main
    .filter((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url?.includes(w.url))
    .at(-1);
  const answer = main.find(
    (e) => e.name === 'ResourceReceiveResponse' && e.args?.data?.requestId === sent?.args?.data?.requestId,
  );
  if (!answer) throw new Error(`no answer to ${w.url} in the trace`);
  const slices = main.filter((e) => e.ph === 'X').sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = slices.filter((e) => e.name === 'RunTask');
  const taskOf = (e: TraceEvent) => tasks.find((t) => t.ts <= e.ts && e.ts <= end(t));
  // the frame that shows the cards: the first task after the mark that paints
  const painted = tasks.find(
    (t) => t.ts > last.ts && slices.some((e) => e.name === 'Paint' && e.ts >= t.ts && end(e) <= end(t)),
  );
  if (!painted) throw new Error('no frame painted after the mark');
  const first = w.fromMark ? taskOf(mark(w.fromMark)) : undefined;
  const [from, to] = [first?.ts ?? answer.ts, end(painted)];
  const inWindow = tasks.filter((t) => end(t) > from && t.ts < to);
  const clip = (a: number, b: number) => Math.max(0, Math.min(b, to) - Math.max(a, from));
  const self = { scripting: 0, styleLayout: 0, paint: 0 };
  for (const task of inWindow) {
    // self time of each slice, filed under its nearest categorised ancestor (or itself)
    const inside = slices.filter((e) => e !== task && e.ts >= task.ts && end(e) <= end(task));
    const stack: { e: TraceEvent; cat?: keyof typeof self; childUs: number }[] = [];
    const close = (upTo: number) => {
      while (stack.length && end(stack.at(-1)!.e) <= upTo) {
        const top = stack.pop()!;
        const own = clip(top.e.ts, end(top.e)) - top.childUs;
        if (top.cat) self[top.cat] += Math.max(0, own);
        if (stack.length) stack.at(-1)!.childUs += clip(top.e.ts, end(top.e));
      }
    };
    for (const e of inside) {
      close(e.ts);
      stack.push({ e, cat: categoryOf(e.name) ?? stack.at(-1)?.cat, childUs: 0 });
    }
    close(Number.POSITIVE_INFINITY);
  }
  const fonts = outermost(
    slices.filter((e) => e.name === 'FontCache::GetFontPlatformData' && e.ts >= from && end(e) <= to),
  );
  return {
    fontsBuilt: fonts.length,
    fontMs: ms(fonts.reduce((sum, e) => sum + (e.dur ?? 0), 0)),
    busyMs: ms(inWindow.reduce((sum, t) => sum + clip(t.ts, end(t)), 0)),
    cpuMs: ms(
      inWindow.reduce((sum, t) => sum + ((t.tdur ?? 0) * clip(t.ts, end(t))) / Math.max(1, t.dur ?? 0), 0),
    ),
    scriptingMs: ms(self.scripting),
    styleLayoutMs: ms(self.styleLayout),
    paintMs: ms(self.paint),
    wallMs: ms(to - from),
    longestMs: ms(Math.max(0, ...inWindow.map((t) => clip(t.ts, end(t))))),
  };
}
