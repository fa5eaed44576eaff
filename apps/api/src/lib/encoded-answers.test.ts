import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createEncodedAnswers, preferredEncoding } from './encoded-answers';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['*', 'gzip'],
    ['identity', 'identity'],
    [undefined, 'identity'],
    ['gzip;q=0', 'identity'],
  ])('%s → %s', (header, encoding) => {
    expect(preferredEncoding(header)).toBe(encoding);
  });
});

describe('createEncodedAnswers', () => {
  it('writes an answer once per stamp and compresses it once per encoding', async () => {
    const encoded = createEncodedAnswers();
    const build = vi.fn(() => ({ city: 'Cancún', rooms: Array.from({ length: 50 }, (_, i) => i) }));
    const gz = await encoded('a', build, 'gzip');
    expect(await encoded('a', build, 'gzip')).toBe(gz);
    const br = await encoded('a', build, 'br');
    const plain = await encoded('a', build, 'identity');
    expect(build).toHaveBeenCalledTimes(1);
    expect(JSON.parse(gunzipSync(gz).toString())).toEqual(build.mock.results[0]!.value);
    expect(brotliDecompressSync(br).toString()).toBe(plain.toString());
    await encoded('b', build, 'identity');
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('keeps at most its number of answers, dropping the least recently used', async () => {
    const encoded = createEncodedAnswers(2);
    const build = vi.fn(() => ({}));
    await encoded('a', build, 'identity');
    await encoded('b', build, 'identity');
    await encoded('a', build, 'identity'); // a is used again: b is now the oldest
    await encoded('c', build, 'identity');
    await encoded('a', build, 'identity');
    expect(build).toHaveBeenCalledTimes(3);
    await encoded('b', build, 'identity');
    expect(build).toHaveBeenCalledTimes(4);
  });
});
