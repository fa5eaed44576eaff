import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import * as domain from './index';

// Every exported zod schema must turn into JSON Schema (the API generates its OpenAPI
// from them), as input (requests) and as output (answers).
const schemas = (Object.entries(domain) as [string, unknown][]).filter(
  (entry): entry is [string, z.ZodType] => entry[0].startsWith('Z') && entry[1] instanceof z.ZodType,
);

describe('exported schemas', () => {
  it('are many', () => {
    expect(schemas.length).toBeGreaterThan(90);
  });
  it.each(schemas)('%s converts to JSON Schema', (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
    expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
  });
});
