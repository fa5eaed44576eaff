import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { operationsOf, type JsonSchema } from '../test/openapi';

// issue 10, findings 6 and 13: nothing a client sends may be unbounded. Read from the OpenAPI
// document made from the routes' own schemas, so a new route is swept without being listed.
const t = useTestApp();

// formats whose own syntax bounds them
const BOUNDED_FORMATS = new Set(['date', 'date-time', 'time', 'email', 'uuid']);
// an anchored pattern without an open-ended repeat (*, +, {n,}) bounds the length too
const boundedPattern = (p: string | undefined) =>
  p !== undefined && p.startsWith('^') && p.endsWith('$') && !/(?<!\\)[*+]|\{\d+,\}/.test(p);

function unbounded(schema: JsonSchema | boolean | undefined, at: string, found: string[]) {
  if (!schema || typeof schema === 'boolean') return;
  const types = [schema.type ?? []].flat();
  if (types.includes('array') && schema.maxItems === undefined) found.push(`${at}: array without maxItems`);
  const fixed = schema.enum !== undefined || schema.const !== undefined;
  const formatted =
    (schema.format !== undefined && BOUNDED_FORMATS.has(schema.format)) || boundedPattern(schema.pattern);
  if (types.includes('string') && schema.maxLength === undefined && !fixed && !formatted)
    found.push(`${at}: string without maxLength`);
  unbounded(schema.items, `${at}[]`, found);
  for (const [k, v] of Object.entries(schema.properties ?? {})) unbounded(v, `${at}.${k}`, found);
  if (typeof schema.additionalProperties === 'object')
    unbounded(schema.additionalProperties, `${at}.*`, found);
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    unbounded(part, at, found);
}

describe('what clients send', () => {
  it('has a bound on every array and every free text, in every route', () => {
    const found: string[] = [];
    const operations = operationsOf(t.app);
    for (const op of operations) {
      const where = `${op.method} ${op.path}`;
      for (const p of op.parameters) unbounded(p.schema, `${where} ${p.in} ${p.name}`, found);
      unbounded(op.body, `${where} body`, found);
    }
    expect(operations.length).toBeGreaterThan(15);
    expect(found).toEqual([]);
  });
});
