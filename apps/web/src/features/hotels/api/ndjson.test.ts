import { describe, expect, it } from 'vitest';
import { readNdjson } from './ndjson';

const bytes = (text: string) => new TextEncoder().encode(text);

/** A body that hands out the given chunks, and says whether its reader cancelled it. */
const bodyOf = (chunks: Uint8Array[]) => {
  const state = { cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { body, state };
};

const all = async (body: ReadableStream<Uint8Array>) => {
  const out: unknown[] = [];
  for await (const v of readNdjson(body)) out.push(v);
  return out;
};

describe('readNdjson', () => {
  it('gives each line once it is whole, across chunks and across a split letter', async () => {
    const ñ = bytes('ñ'); // two bytes: the chunks below cut between them
    const { body } = bodyOf([
      bytes('{"a":1}\n{"hotel":"Ca'),
      new Uint8Array([...bytes('ba'), ñ[0]!]),
      new Uint8Array([ñ[1]!, ...bytes('a"}\n\n{"fin":true}')]),
    ]);
    expect(await all(body)).toEqual([{ a: 1 }, { hotel: 'Cabaña' }, { fin: true }]);
  });

  it('stops reading the body when the reader stops early', async () => {
    const { body, state } = bodyOf([bytes('{"a":1}\n'), bytes('{"b":2}\n')]);
    for await (const v of readNdjson(body)) {
      expect(v).toEqual({ a: 1 });
      break;
    }
    expect(state.cancelled).toBe(true);
  });

  it('refuses a line that is not JSON', async () => {
    const { body } = bodyOf([bytes('{"a":1}\n<html>\n')]);
    await expect(all(body)).rejects.toThrow(SyntaxError);
  });
});
