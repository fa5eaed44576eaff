import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { registerErrorHandler } from '../errors';
import type { AuthUser } from '../plugins/auth';
import { searchLimits, SEARCHES_IN_FLIGHT_MESSAGE } from './search-limits';

// issue 10, finding 6: big searches are limited per user (429) and per process (503).
async function appWithLimits() {
  const app = Fastify();
  registerErrorHandler(app);
  let open!: () => void;
  const gate = new Promise<void>((r) => (open = r));
  app.decorateRequest('user', null as unknown as AuthUser);
  app.addHook('onRequest', async (request) => {
    request.user = { id: Number(request.headers['x-user']), nombre: 'x', nivel: 1, uws: 1 };
  });
  app.get('/search', { preHandler: searchLimits({ perUser: 2, perProcess: 3 }) }, async () => {
    await gate;
    return { ok: true };
  });
  return { app, open };
}

describe('searchLimits', () => {
  it('runs at most perUser per user (429) and perProcess in all (503), then gives the places back', async () => {
    const { app, open } = await appWithLimits();
    const ask = (user: number) => app.inject({ url: '/search', headers: { 'x-user': String(user) } });
    const first = [ask(1), ask(1), ask(2)];
    await new Promise((r) => setTimeout(r, 50));
    const [sameUser, fourth] = await Promise.all([ask(1), ask(3)]);
    expect([sameUser.statusCode, sameUser.json().message]).toEqual([429, SEARCHES_IN_FLIGHT_MESSAGE]);
    expect([fourth.statusCode, fourth.json().message, fourth.headers['retry-after']]).toEqual([
      503,
      MESSAGES.serverBusy,
      '2',
    ]);
    open();
    expect((await Promise.all(first)).map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await ask(3)).statusCode).toBe(200);
    await app.close();
  });
});
