import { afterEach, describe, expect, it } from 'vitest';
import {
  afterLoginTarget,
  readLastRoute,
  rememberRoute,
  resolveGuard,
  shouldRememberRoute,
} from '@/shared/auth/guard-logic';

describe('resolveGuard', () => {
  it('sends a logged-out visitor of a protected route to login and remembers the deep link', () => {
    expect(resolveGuard({ area: 'protected', hasUser: false, path: '/autos/results?x=1' })).toEqual({
      redirectTo: '/public/login',
      remember: true,
    });
  });

  it('lets a logged-in user through a protected route and remembers it', () => {
    expect(resolveGuard({ area: 'protected', hasUser: true, path: '/tarifario' })).toEqual({
      redirectTo: null,
      remember: true,
    });
  });

  it('sends a logged-in user away from a public route to /', () => {
    expect(resolveGuard({ area: 'public', hasUser: true, path: '/public/login' })).toEqual({
      redirectTo: '/',
      remember: false,
    });
  });

  it('shows the public route to a visitor without a session and does not remember login', () => {
    expect(resolveGuard({ area: 'public', hasUser: false, path: '/public/login' })).toEqual({
      redirectTo: null,
      remember: false,
    });
  });
});

describe('shouldRememberRoute', () => {
  it.each([
    ['/', true],
    ['/tickets/tickets-index?park=disney', true],
    ['/traslados&Actividades/act-results', true],
    ['/publicidad', true],
    ['/public', false],
    ['/public/login', false],
    ['/public?x=1', false],
  ])('%s → %s', (path, expected) => expect(shouldRememberRoute(path)).toBe(expected));
});

describe('afterLoginTarget', () => {
  it('returns the remembered route', () => {
    expect(afterLoginTarget('/hoteles/estadias?provider=disney')).toBe('/hoteles/estadias?provider=disney');
  });

  it.each([null, '', '/public/login', 'https://evil.example', '//evil.example', '/\\evil.example'])(
    'falls back to home for %s',
    (last) => expect(afterLoginTarget(last)).toBe('/'),
  );
});

describe('last route storage', () => {
  afterEach(() => localStorage.clear());

  it('stores every path but login under lastRoute', () => {
    rememberRoute('/asistencias');
    rememberRoute('/public/login');
    expect(localStorage.getItem('lastRoute')).toBe('/asistencias');
    expect(readLastRoute()).toBe('/asistencias');
  });
});
