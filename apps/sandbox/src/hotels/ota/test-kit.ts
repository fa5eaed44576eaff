import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { XMLParser } from 'fast-xml-parser';
import type { FastifyInstance } from 'fastify';
import { buildSandbox } from '../../app';
import type { Behaviour } from '../../config';
import { testSandboxConfig } from '../../test-clock';

// What the OTA tests share: the contract's sample messages, a simulator to post them to, and a
// reader of answers that does not use the simulator's own parser.

const FIXTURES = fileURLToPath(
  new URL('../../../../../packages/domain/src/supplier-wire/ota/fixtures/', import.meta.url),
);
export const fixture = (name: string) => readFileSync(`${FIXTURES}${name}`, 'utf8');

/** A simulator on the tests' clock with a fixed random number and the given behaviours. */
export const otaSandbox = async (over: { OMNIBEES?: Partial<Behaviour>; HBSI?: Partial<Behaviour> } = {}) => {
  const random = { next: 0.5 };
  const config = { ...testSandboxConfig(over), random: () => random.next };
  const app = await buildSandbox(config);
  return { app, random, config };
};

export const postOta = (app: FastifyInstance, supplier: 'omnibees' | 'hbsi', xml: string) =>
  app.inject({
    method: 'POST',
    url: `/${supplier}/ota`,
    payload: xml,
    headers: { 'content-type': 'text/xml; charset=utf-8' },
  });

const reader = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  ignoreDeclaration: true,
  parseAttributeValue: false,
  parseTagValue: false,
});
/** An answer as a plain object (attributes `@Name`), to read its values. */
export const readXml = (xml: string) => reader.parse(xml, true) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Every element and attribute path of a message (`A/B/@C`), the shape two messages share. */
export const pathsOf = (xml: string): string[] => {
  const paths = new Set<string>();
  const walk = (node: unknown, at: string) => {
    if (Array.isArray(node)) return node.forEach((n) => walk(n, at));
    if (typeof node !== 'object' || node === null) return;
    for (const [name, child] of Object.entries(node)) {
      if (name === '#text' || name === '?xml') continue;
      const path = at ? `${at}/${name}` : name;
      paths.add(path);
      walk(child, path);
    }
  };
  walk(readXml(xml), '');
  return [...paths].sort();
};

/** The fixture with its placeholder hotel codes (ORL0042, ORL0043) and password replaced. */
export const withCodes = (xml: string, codes: Record<string, string>) =>
  Object.entries(codes).reduce((x, [from, to]) => x.replaceAll(from, to), xml);
