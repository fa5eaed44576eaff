import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import * as domain from './index';

// issue 29, item 9: an optional field of a request may arrive absent, null or '' (issue 11
// item 12; packages/domain/README.md "Choices where the spec is open"); a spec-only client
// sent `destinoAsistencia: null` and got 400. Every request schema the domain exports (named
// …Request, …Query, …Params, …Headers, as the API's routes declare them) is walked, so a new
// schema or field is covered without listing it.
const REQUEST_NAME = /^Z\w*(Request|Query|Params|Headers)/;
const requestSchemas = (Object.entries(domain) as [string, unknown][]).filter(
  (e): e is [string, z.ZodType] => REQUEST_NAME.test(e[0]) && e[1] instanceof z.ZodType,
);

type Field = { path: string; schema: z.ZodType };

/** Every optional object field reachable from `schema` (through arrays, unions, wrappers). */
function optionalFields(schema: z.ZodType, path: string, seen = new Set<z.ZodType>()): Field[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const walk = (s: unknown, p = path) => optionalFields(s as z.ZodType, p, seen);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) => [
        // optional or defaulted: the client may leave it out
        ...(field.safeParse(undefined).success ? [{ path: `${path}.${key}`, schema: field }] : []),
        ...walk(field, `${path}.${key}`),
      ]);
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'union':
      return (def.options as unknown[]).flatMap((o) => walk(o));
    case 'intersection':
      return [...walk(def.left), ...walk(def.right)];
    case 'record':
      return walk(def.valueType, `${path}{}`);
    case 'pipe':
      return [...walk(def.in), ...walk(def.out)];
    case 'lazy':
      return walk((def.getter as () => unknown)());
    default:
      return 'innerType' in def ? walk(def.innerType) : [];
  }
}

const fields = requestSchemas.flatMap(([name, schema]) => optionalFields(schema, name));

describe('request schemas: optional fields', () => {
  it('are found in the domain’s exports', () => {
    expect(requestSchemas.length).toBeGreaterThan(40);
    expect(fields.map((f) => f.path)).toContain('ZHotelAvailRequest.destinoAsistencia');
  });

  it.each(fields.map((f) => [f.path, f.schema] as const))('%s accepts absent, null and ""', (_p, schema) => {
    for (const notGiven of [undefined, null, '']) expect(schema.safeParse(notGiven).success).toBe(true);
  });
});
