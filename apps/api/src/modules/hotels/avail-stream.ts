import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { MESSAGES, type THotelAvailRequest, type TProviderState } from '@portal/domain';
import type { AuthUser } from '../../plugins/auth';
import type { Encoding } from '../../lib/encoded-answers';
import { HOTEL_SUPPLIER_KEYS, SUPPLIER_LABELS, type HotelSupplierKey } from '../../suppliers/hotels';
import type { HotelsDeps } from './deps';
import { startSearch, supplierState, type SearchContext, type StartedSearch } from './avail-search';

// POST api/client/hotels/avail/stream (issue 34, item 3): the same search as avail, told one
// line of JSON at a time (NDJSON) so the portal shows the fastest supplier's hotels without
// waiting for the slowest. Lines: { buscando } first, then one per supplier as it settles,
// in the order they settle, then { fin }. When every supplier asked failed, the last line
// carries avail's 502 message: the status (200) was sent with the first line.

type Lines = AsyncGenerator<string, void, undefined>;

const line = (value: unknown) => `${JSON.stringify(value)}\n`;

/** Which results settle first: every call once, in the order they settle. */
async function* bySettling<T>(calls: Promise<T>[]): AsyncGenerator<T> {
  const pending = new Map(calls.map((p, i) => [i, p.then((r) => ({ i, r }))]));
  while (pending.size > 0) {
    const { i, r } = await Promise.race(pending.values());
    pending.delete(i);
    yield r;
  }
}

async function* linesOf(search: StartedSearch, ctx: SearchContext): Lines {
  yield line({ buscando: search.enabled.map((k) => SUPPLIER_LABELS[k]) });
  const settled = new Map<HotelSupplierKey, Awaited<StartedSearch['calls'][number]>>();
  for await (const r of bySettling(search.calls)) {
    settled.set(r.supplier, r);
    yield line({ ...supplierState(r.supplier, r), hoteles: search.hotelsOf(r, ctx) });
  }
  const proveedores: TProviderState[] = HOTEL_SUPPLIER_KEYS.map((k) => supplierState(k, settled.get(k)));
  const failed = proveedores.filter((p) => p.estado === 'error' || p.estado === 'timeout');
  const allFailed = search.enabled.length > 0 && failed.length === search.enabled.length;
  yield line({
    fin: true,
    failedSuppliers: failed.map((p) => p.proveedor),
    proveedores,
    ...(allFailed ? { message: MESSAGES.availabilitySearchError } : {}),
  });
}

/**
 * Checks the search (its 400 is thrown here, before any line) and reads the allotment and
 * markups; then the lines, each sent as soon as it is made.
 */
export async function streamAvailability(
  deps: HotelsDeps,
  user: AuthUser,
  req: THotelAvailRequest,
  idEntidad: number | null,
): Promise<Lines> {
  const search = await startSearch(deps, user, req, idEntidad);
  const ctx = await search.context;
  return linesOf(search, ctx);
}

const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * The lines as bytes in `encoding`, each flushed as it is written: a compressor that waits for
 * more input would hold the first supplier's hotels back until the last one answers.
 */
export function encodedLines(lines: Lines, encoding: Encoding): Readable {
  if (encoding === 'identity') return Readable.from(lines, { objectMode: false });
  const out = encoding === 'br' ? zlib.createBrotliCompress(BROTLI) : zlib.createGzip();
  const flush = () =>
    new Promise<void>((done) =>
      encoding === 'br' ? out.flush(done) : out.flush(zlib.constants.Z_SYNC_FLUSH, done),
    );
  void (async () => {
    try {
      for await (const text of lines) {
        if (out.destroyed) break;
        out.write(text);
        await flush();
      }
      if (!out.destroyed) out.end();
    } catch (err) {
      out.destroy(err as Error);
    }
  })();
  return out;
}
