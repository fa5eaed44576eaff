import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { blockingInTrace } from './trace-blocking';

// Lighthouse and what it pulls (~140 MB) are installed only for the bench, in their own folder
// (bench/lighthouse-deps, `npm run bench:install`), so `npm install && npm test` never fetch them.
// This file is typechecked without them: the little of Lighthouse's API used here is typed below.
const DEPS = path.join(import.meta.dirname, '..', 'lighthouse-deps');

type Result = {
  categories: Record<
    string,
    { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined
  >;
  audits: Record<string, { score: number | null; numericValue?: number; details?: unknown } | undefined>;
  runtimeError?: { message: string };
};
type Flags = { port: number; output: 'json'; logLevel: 'error'; onlyCategories: string[] };
export type Lighthouse = (
  url: string,
  flags: Flags,
) => Promise<{ lhr: Result; artifacts?: { Trace?: unknown } } | undefined>;

/** Lighthouse from bench/lighthouse-deps, or an error saying how to install it. */
export async function loadLighthouse(): Promise<Lighthouse> {
  let entry: string;
  try {
    entry = createRequire(path.join(DEPS, 'package.json')).resolve('lighthouse');
  } catch {
    throw new Error('Lighthouse is not installed: run `npm run bench:install` first');
  }
  return ((await import(pathToFileURL(entry).href)) as { default: Lighthouse }).default;
}

export type Audit = {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  unusedJsBytes: number;
  /** ids of the accessibility audits that failed, to fix */
  a11yFailures: string[];
  /** the blocking time the trace shows, by wall time and by the main thread's CPU time (trace-blocking.ts) */
  blockingWall: number;
  blockingCpu: number;
};

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

const scriptBytes = (lhr: Result) => {
  const items = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  return items?.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN;
};

const a11yFailures = (lhr: Result) =>
  (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);

/**
 * One Lighthouse run (default config: the mobile preset) in the Chromium listening on `port`.
 * Lighthouse's default storage reset clears the HTTP cache but keeps cookies and localStorage,
 * so a page loads cold yet logged in.
 */
export async function auditPage(lighthouse: Lighthouse, url: string, port: number): Promise<Audit> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  // LH_DUMP=<folder> keeps each full report, to see which request or task costs the points, and
  // with LH_TRACE=1 the trace Lighthouse read (tasks as observed, before its 4× simulation)
  const dump = process.env.LH_DUMP;
  const blocking = blockingInTrace(result.artifacts?.Trace);
  if (dump) {
    fs.mkdirSync(dump, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    fs.writeFileSync(path.join(dump, name), JSON.stringify(lhr));
    const trace = result.artifacts?.Trace;
    if (trace && process.env.LH_TRACE)
      fs.writeFileSync(path.join(dump, `trace-${name}`), JSON.stringify(trace));
  }
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsBytes: scriptBytes(lhr),
    unusedJsBytes:
      (lhr.audits['unused-javascript']?.details as { overallSavingsBytes?: number })?.overallSavingsBytes ??
      0,
    a11yFailures: a11yFailures(lhr),
    blockingWall: blocking?.wallMs ?? Number.NaN,
    blockingCpu: blocking?.cpuMs ?? Number.NaN,
  };
}
