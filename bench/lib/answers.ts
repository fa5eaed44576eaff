import type autocannon from 'autocannon';

// A load bench measures what it names only while its answers are the thing measured: a limit
// added later (a per-user cap, load shedding) turns it into a measure of its refusals, which are
// fast (issue 29, item 8). Every load run is therefore read through here: its non-2xx answers
// by status code, and a verdict that fails the bench when they pass 1 %.

/** The share of answers that may be anything but 2xx before a run no longer counts. */
export const MAX_NOT_2XX = 0.01;

export type Answers = {
  ok: number;
  /** non-2xx answers plus connection errors (autocannon counts timeouts among the errors) */
  notOk: number;
  share: number;
  /** e.g. `46846 / 12 (429 × 10, errors × 2)` */
  text: string;
};

export function answersOf(r: autocannon.Result): Answers {
  const codes = Object.entries(r.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, s]) => `${code} × ${s.count ?? 0}`);
  if (r.errors > 0) codes.push(`errors × ${r.errors}`);
  const notOk = r.non2xx + r.errors;
  const total = r['2xx'] + notOk;
  return {
    ok: r['2xx'],
    notOk,
    share: total === 0 ? 1 : notOk / total,
    text: `${r['2xx']} / ${notOk}${codes.length ? ` (${codes.join(', ')})` : ''}`,
  };
}

/**
 * Fails the bench (exit code 1, after its results were written and printed) when a run's
 * answers were more than 1 % not 2xx: its latencies would be those of the refusals.
 */
export function failOnRefusals(runs: { label: string; answers: Answers }[]) {
  const refused = runs.filter((r) => r.answers.share > MAX_NOT_2XX);
  if (refused.length === 0) return;
  console.error(
    `\nBENCH INVALID: more than ${MAX_NOT_2XX * 100} % of the answers were not 2xx in\n` +
      refused.map((r) => `  ${r.label}: ${r.answers.text}`).join('\n'),
  );
  process.exitCode = 1;
}
