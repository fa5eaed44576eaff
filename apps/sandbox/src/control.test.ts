import { afterAll, describe, expect, it } from 'vitest';
import { buildSandbox } from './app';
import { quietSandboxConfig } from './config';

const controlled = await buildSandbox({ ...quietSandboxConfig(), control: true });
const plain = await buildSandbox(quietSandboxConfig());
afterAll(() => Promise.all([controlled.close(), plain.close()]));

const locations = (app = controlled) =>
  app.inject({ method: 'GET', url: '/avis/locations', headers: { 'x-api-key': 'sandbox-avis' } });
const change = (body: unknown, app = controlled) =>
  app.inject({ method: 'PUT', url: '/_control/AVIS', payload: body as object });

describe('PUT /_control/:supplier (SANDBOX_CONTROL=1)', () => {
  it('makes a supplier fail from its next call, and heals it', async () => {
    expect((await locations()).statusCode).toBe(200);
    expect((await change({ failRate: 1 })).statusCode).toBe(200);
    expect((await locations()).statusCode).toBe(503);
    await change({ failRate: 0 });
    expect((await locations()).statusCode).toBe(200);
  });

  it('refuses what it does not know, and does not exist without the switch', async () => {
    expect((await change({ failRate: 2 })).statusCode).toBe(400);
    expect((await change({ apiKey: 'x' })).statusCode).toBe(400);
    expect((await change({ failRate: 1 }, plain)).statusCode).toBe(404);
    expect((await locations(plain)).statusCode).toBe(200);
  });
});
