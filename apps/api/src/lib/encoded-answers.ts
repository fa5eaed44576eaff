import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
// quality 4, as @fastify/compress uses: 11 (zlib's default) costs ten times more for ~10 % less
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts (a q of 0 refuses one). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

const encode = (json: string, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(json, BROTLI)
    : encoding === 'gzip'
      ? gzip(json)
      : Promise.resolve(Buffer.from(json));

/**
 * Big answers that many users ask for alike (the same city, week and rooming), kept as the
 * bytes sent, per encoding: the JSON is written and compressed once (compression runs off the
 * event loop, in libuv's pool), not once per agent. `stamp` must name everything the answer
 * is made of; the oldest are dropped past `maxEntries`.
 */
export function createEncodedAnswers(maxEntries = 40) {
  const entries = new Map<string, { json: string; bytes: Map<Encoding, Promise<Buffer>> }>();
  return (stamp: string, answer: () => unknown, encoding: Encoding): Promise<Buffer> => {
    let entry = entries.get(stamp);
    if (entry) {
      entries.delete(stamp); // most recently used last
    } else {
      entry = { json: JSON.stringify(answer()), bytes: new Map() };
      for (const oldest of entries.keys()) {
        if (entries.size < maxEntries) break;
        entries.delete(oldest);
      }
    }
    entries.set(stamp, entry);
    let bytes = entry.bytes.get(encoding);
    if (!bytes) {
      bytes = encode(entry.json, encoding);
      entry.bytes.set(encoding, bytes);
    }
    return bytes;
  };
}

/** Sends bytes made by createEncodedAnswers (the compression plugin leaves them alone). */
export const sendEncoded = (reply: FastifyReply, body: Buffer, encoding: Encoding) => {
  reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(body);
};

/** The same answer object (a cache hands out one object) has the same id: it can be part of a stamp. */
const answerIds = new WeakMap<object, number>();
let lastAnswerId = 0;
export const answerId = (value: object) => {
  let id = answerIds.get(value);
  if (id === undefined) answerIds.set(value, (id = ++lastAnswerId));
  return id;
};

// Big answers built only by our own code from typed data, whose shape the tests check against
// the declared schema: parsing hundreds of rooms with zod on every request would cost more
// than the rest of the search (bench/results/hotels-avail.md). Use as a route's serializerCompiler.
export const trustedJson = () => (data: unknown) => JSON.stringify(data);
