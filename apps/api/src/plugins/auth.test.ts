import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './auth';

const user = { id: 7, nombre: 'Ana', nivel: 2, uws: 99 };
const SECRET = 'a-test-secret-a-test-secret-a-test-secret';

afterEach(() => vi.useRealTimers());

describe('token service', () => {
  it('verifies its own tokens and refuses other keys', async () => {
    const tokens = createTokenService(SECRET);
    const token = await tokens.sign(user);
    expect(await tokens.verify(token)).toEqual(user);
    expect(await tokens.verify(token)).toEqual(user);
    await expect(createTokenService(`${SECRET}-other`).verify(token)).rejects.toThrow();
  });

  it('stops accepting a verified token once it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
    const tokens = createTokenService(SECRET, 50);
    const token = await tokens.sign(user);
    expect(await tokens.verify(token)).toEqual(user);
    vi.setSystemTime(new Date('2026-11-22T12:49:00Z'));
    expect(await tokens.verify(token)).toEqual(user);
    vi.setSystemTime(new Date('2026-11-22T12:51:00Z'));
    await expect(tokens.verify(token)).rejects.toThrow();
  });
});
