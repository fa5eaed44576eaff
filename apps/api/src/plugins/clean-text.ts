import fp from 'fastify-plugin';
import { MESSAGES } from '@portal/domain';
import { badRequest } from '../errors';

// A NUL or a lone UTF-16 surrogate cannot be stored as PostgreSQL text: it used to reach the
// database and answer 500 (issue 10, finding 4). One guard for every route and field.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isBad = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);
const MAX_DEPTH = 32;

/** The path of the first string (or key) holding such a character, or undefined. */
export function findBadText(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return isBad(value) ? path || 'body' : undefined;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  // an uploaded file (the rate sheet's .xlsx) is bytes, not text: walked index by index, a 2 MB
  // upload blocked the server for seconds and took hundreds of MB (issue 29, item 1)
  if (ArrayBuffer.isView(value)) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (isBad(key)) return at;
    const bad = findBadText(child, at, depth + 1);
    if (bad) return bad;
  }
  return undefined;
}

/** Refuses, before validation, a body, query or path parameter with text PostgreSQL cannot keep. */
export const cleanTextPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const field =
        findBadText(request.params, 'params') ??
        findBadText(request.query, 'query') ??
        findBadText(request.body);
      if (field) throw badRequest(MESSAGES.invalidText, [{ field, message: MESSAGES.invalidText }]);
    });
  },
  { name: 'clean-text' },
);
