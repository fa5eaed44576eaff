import type { FastifyInstance } from 'fastify';

/** The part of JSON Schema the OpenAPI document made from our zod schemas uses. */
export type JsonSchema = {
  type?: string | string[];
  maxItems?: number;
  minItems?: number;
  maxLength?: number;
  minimum?: number;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  default?: unknown;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export type Operation = {
  method: string;
  path: string;
  parameters: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  body: JsonSchema | undefined;
};

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      Omit<Operation, 'method' | 'path' | 'body'> & {
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

/** Every operation of the app, read from its OpenAPI document: a new route is included by itself. */
export function operationsOf(app: FastifyInstance): Operation[] {
  const doc = (app as unknown as { swagger: () => Doc }).swagger();
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: Object.values(op.requestBody?.content ?? {})[0]?.schema,
    })),
  );
}
