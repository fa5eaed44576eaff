import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import { MESSAGES } from '@portal/domain';

const RETRY_AFTER_SECONDS = 5;
const IMAGES = '/api/main/imagenes/';

/**
 * When the event loop lags past `maxEventLoopDelayMs` (mean over the last second), API calls
 * are answered at once with 503 and Retry-After instead of queueing behind the work that
 * slows them (issue 10, finding 6). Health keeps answering, so a balancer can tell a busy
 * process from a dead one, and the portal's files are cheap enough to keep serving. So are the
 * uploaded images (one row read), and an <img> never retries: a shed one stayed broken on the
 * page (a CI journey's post preview, right after its upload on a loaded machine).
 */
export const loadSheddingPlugin = fp<{ maxEventLoopDelayMs: number }>(
  async (app, { maxEventLoopDelayMs }) => {
    if (maxEventLoopDelayMs <= 0) return;
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      pressureHandler: (request, reply, type, value) => {
        if (!request.url.startsWith('/api/') || request.url.startsWith('/api/health')) return undefined;
        if (request.method === 'GET' && request.url.startsWith(IMAGES)) return undefined;
        request.log.warn({ pressure: type, value }, 'load shed');
        reply.code(503).header('retry-after', RETRY_AFTER_SECONDS);
        // what the handler returns is sent by the plugin (its types only admit void)
        return { message: MESSAGES.serverBusy } as unknown as void;
      },
    });
  },
  { name: 'load-shedding' },
);
