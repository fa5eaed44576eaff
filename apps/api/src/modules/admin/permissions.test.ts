import { beforeAll, describe, expect, it } from 'vitest';
import { can, ROLES } from '@portal/domain/admin/permissions';
import { MESSAGES } from '@portal/domain';
import { ADMIN, authHeader, TARIFAS, useTestApp, type Headers } from '../../test/app';
import { backOfficeRoutesOf } from './guard';

const t = useTestApp();
let tarifas: Headers;
let admin: Headers;
beforeAll(async () => {
  [tarifas, admin] = [await authHeader(t.app, TARIFAS), await authHeader(t.app, ADMIN)];
});

// A path's parameters filled with a plausible id: the guard answers before the route reads it.
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');
const call = (route: { method: string; url: string }, headers: Headers) =>
  t.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers, payload: {} });

describe('every /api/admin route checks the roles table (issue 31, item 1)', () => {
  it('has routes, each naming its permission', () => {
    expect(backOfficeRoutesOf(t.app).length).toBeGreaterThan(0);
  });

  it('answers 403 with the message to a seller and to an AS agent, on every route', async () => {
    for (const route of backOfficeRoutesOf(t.app))
      for (const who of [t.vendedor, t.agente]) {
        const res = await call(route, who);
        expect([route.url, res.statusCode, res.json().message]).toEqual([route.url, 403, MESSAGES.forbidden]);
      }
  });

  it('lets rate-sheet staff through only where their role has the permission', async () => {
    const staff = ROLES.find((r) => r.nivel === 3)!;
    for (const route of backOfficeRoutesOf(t.app)) {
      const res = await call(route, tarifas);
      const allowed = can(staff, route.permission);
      expect([route.url, res.statusCode === 403]).toEqual([route.url, !allowed]);
    }
  });

  it('lets the administrator through everywhere', async () => {
    for (const route of backOfficeRoutesOf(t.app)) {
      const res = await call(route, admin);
      expect([route.method, route.url, res.statusCode]).not.toEqual([route.method, route.url, 403]);
    }
  });

  it('answers 401 without a session', async () => {
    for (const route of backOfficeRoutesOf(t.app)) expect((await call(route, {})).statusCode).toBe(401);
  });
});
