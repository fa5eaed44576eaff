import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { pino } from 'pino';
import { count } from 'drizzle-orm';
import { MESSAGES } from '@portal/domain';
import { LOG_REDACT } from '../app';
import { reservations } from '../db/schema';
import { loginBody, useTestApp } from '../test/app';
import { findBadText } from './clean-text';

// issue 10, finding 4: a NUL or a lone surrogate in any text answered 500 (PostgreSQL cannot
// store it) and the error log printed every SQL parameter.
const t = useTestApp();

describe('text PostgreSQL cannot store', () => {
  it.each([
    ['a NUL', 'ana\u0000'],
    ['a lone high surrogate', 'ana\ud800'],
    ['a lone low surrogate', '\udc00ana'],
  ])('POST loginweb with %s in the user name answers 400 in Spanish', async (_name, username) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/main/loginweb',
      payload: loginBody({ username, password: 'x' }),
    });
    expect([res.statusCode, res.json().message]).toEqual([400, MESSAGES.invalidText]);
  });

  it('refuses it in a nested booking field and writes nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(reservations))[0]!.n;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tickets/tickets/pre-reservar/Disney',
      headers: { ...t.vendedor, 'idempotency-key': 'key-nul-00000001' },
      payload: { pasajeros: [{ nombres: 'Ana\u0000', apellidos: 'Paz' }], cantidadAdultos: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: MESSAGES.invalidText,
      errors: [{ field: 'pasajeros.0.nombres' }],
    });
    expect((await t.db.select({ n: count() }).from(reservations))[0]!.n).toBe(before);
  });

  it('keeps whole emoji (surrogate pairs) and ordinary accents', () => {
    expect(findBadText({ nombres: 'José 😀 Ñandú', list: ['ok'] })).toBeUndefined();
    expect(findBadText({ list: ['ok', 'x\ud83d'] })).toBe('list.1');
  });

  it('leaves an uploaded file alone: bytes are not walked one by one (issue 29, item 1)', () => {
    const entries = vi.spyOn(Object, 'entries');
    try {
      const upload = Buffer.alloc(2 * 2 ** 20);
      expect(findBadText(upload)).toBeUndefined();
      expect(entries.mock.calls.some(([value]) => value === upload)).toBe(false);
    } finally {
      entries.mockRestore();
    }
  });

  it('never logs the parameters of a failed query', () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _e, done) => (lines.push(String(chunk)), done()) });
    const log = pino({ redact: LOG_REDACT }, sink);
    const err = Object.assign(new Error('Failed query'), { params: ['Ana', 'Paz', '30111222'] });
    log.error({ err }, 'unexpected error');
    expect(lines.join('')).not.toContain('30111222');
    expect(lines.join('')).toContain('Failed query');
  });
});
