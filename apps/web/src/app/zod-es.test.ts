import { z } from 'zod';
import { describe, expect, it } from 'vitest';

// 'zod' is resolved to app/zod-es.ts by the build and the tests alike (vite.config.ts)
describe('zod as the portal imports it', () => {
  it('says its own messages in Spanish, with nothing else loaded first', () => {
    const answer = z.object({ nombre: z.string() }).safeParse({ nombre: 7 });
    expect(answer.error?.issues[0]?.message).toBe('Entrada inválida: se esperaba texto, recibido número');
  });
});
