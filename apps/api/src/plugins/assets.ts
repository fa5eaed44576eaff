import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const YEAR = 31_536_000;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
};

type TAsset = { type: string; raw: Buffer; br?: Buffer; gzip?: Buffer };

/** The build's hashed files with their .br and .gz copies (apps/web/build/precompress-plugin.mjs). */
function readAssets(dir: string): Map<string, TAsset> {
  const assets = new Map<string, TAsset>();
  const names = new Set(fs.readdirSync(dir));
  for (const name of names) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const file = path.join(dir, name);
    if (!fs.statSync(file).isFile()) continue;
    const copy = (ext: string) => (names.has(`${name}${ext}`) ? fs.readFileSync(`${file}${ext}`) : undefined);
    assets.set(name, {
      type: TYPES[path.extname(name)] ?? 'application/octet-stream',
      raw: fs.readFileSync(file),
      br: copy('.br'),
      gzip: copy('.gz'),
    });
  }
  return assets;
}

// 'br;q=0' refuses Brotli; a browser that takes it says 'br' (or 'br;q=1', 'br;q=0.9'…)
const takes = (header: string, encoding: string) =>
  header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim() !== encoding) return false;
    const q = params.find((p) => p.trim().startsWith('q='));
    return !q || Number(q.trim().slice(2)) > 0;
  });

/**
 * Serves `assets/` of the built portal from memory: the files are named by their content, so
 * they never change while the server runs, and a page asks for ~20–60 of them at once. Read from
 * disk per request (@fastify/static: a stat, a path spelling check and a stream each), one took
 * ~1.5 ms of the server's CPU, and on a machine that also runs the browser (the benches, a
 * developer's) that time was the page's: its scripts' tasks waited for a core (issue 34).
 */
export function serveAssets(app: FastifyInstance, dir: string) {
  const assets = fs.existsSync(dir) ? readAssets(dir) : new Map<string, TAsset>();
  app.get('/assets/:file', { schema: { hide: true } }, (request: FastifyRequest, reply: FastifyReply) => {
    const asset = assets.get((request.params as { file: string }).file);
    if (!asset) return reply.callNotFound();
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const [encoding, body] =
      asset.br && takes(accepted, 'br')
        ? ['br', asset.br]
        : asset.gzip && takes(accepted, 'gzip')
          ? ['gzip', asset.gzip]
          : [undefined, asset.raw];
    if (encoding) reply.header('content-encoding', encoding);
    if (asset.br || asset.gzip) reply.header('vary', 'accept-encoding');
    return reply
      .header('cache-control', `public, max-age=${YEAR}, immutable`)
      .header('content-length', body.length)
      .type(asset.type)
      .send(body);
  });
  return assets.size;
}
