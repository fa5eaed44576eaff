import { XMLBuilder } from 'fast-xml-parser';
import { SaxesParser } from 'saxes';
import { OTA_NAMESPACE, OTA_VERSION } from '@portal/domain/supplier-wire/ota/codes';

// OTA messages to and from text. Every element OTA lets repeat is always an array, so one of
// them reads like many.

const REPEATABLE = new Set([
  'RoomStay',
  'RoomType',
  'RatePlan',
  'CancelPenalty',
  'PenaltyDescription',
  'RoomRate',
  'Rate',
  'Tax',
  'Text',
  'AddressLine',
  'Error',
  'Warning',
  'HotelReservation',
  'UniqueID',
  'Comment',
  'HotelReservationID',
]);

/** Attributes under this prefix, text under `#text` (every element has one, maybe ''). */
const ATTR = '@_';

type Tree = Record<string, unknown>;

// Names repeat thousands of times in an answer: each is cut and prefixed once per process
const memo = (f: (name: string) => string) => {
  const seen = new Map<string, string>();
  return (name: string) => {
    let out = seen.get(name);
    if (out === undefined) seen.set(name, (out = f(name)));
    return out;
  };
};
const localName = memo((name) => name.slice(name.indexOf(':') + 1));
/** An attribute's key in the tree, or '' for a namespace declaration (left out). */
const attributeKey = memo((name) =>
  name === 'xmlns' || name.startsWith('xmlns:') ? '' : `${ATTR}${localName(name)}`,
);

/**
 * The message as a tree, or undefined when the text is not well-formed XML or carries a DTD.
 * Read with saxes, a conforming SAX parser, about three times faster here than
 * fast-xml-parser's tree (docs/decisions.md D-26: a city search's two answers are ~300 KiB).
 * It expands no entity but XML's five and character references: an undeclared one, or any
 * DOCTYPE (a supplier has no business sending one: it is how entity bombs come), is an error.
 * Namespace prefixes are dropped, and `xmlns` attributes with them.
 */
export const parseXml = (text: string): unknown => {
  const parser = new SaxesParser({ position: false });
  const root: Tree = {};
  const nodes: Tree[] = [root];
  const names: string[] = [''];
  const texts: string[] = [''];
  parser.on('doctype', () => {
    throw new Error('DOCTYPE refused');
  });
  parser.on('opentag', (tag) => {
    const node: Tree = {};
    const attributes = tag.attributes as Record<string, string>;
    for (const name in attributes) {
      const key = attributeKey(name);
      if (key) node[key] = attributes[name];
    }
    nodes.push(node);
    names.push(localName(tag.name));
    texts.push('');
  });
  const addText = (t: string) => {
    texts[texts.length - 1] += t;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    const node = nodes.pop()!;
    const name = names.pop()!;
    const t = texts.pop()!;
    node['#text'] = t && t.trim();
    const parent = nodes[nodes.length - 1]!;
    const seen = parent[name];
    if (REPEATABLE.has(name)) ((seen as Tree[] | undefined) ?? (parent[name] = [])).push(node);
    else parent[name] = seen === undefined ? node : [seen, node].flat();
  });
  try {
    parser.write(text).close();
    return root;
  } catch {
    return undefined;
  }
};

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: ATTR,
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
  // AvailRatesOnly="true" stays an attribute with its value
  suppressBooleanAttributes: false,
});

/** What every request's root carries besides its own attributes (docs/ota-hotels.md). */
export type Envelope = { echoToken: string; timeStamp: string; user: string; password: string };

/** A request: the root with the common attributes first, then POS, then its body. */
export const buildMessage = (
  root: string,
  env: Envelope,
  own: Record<string, string>,
  body: Record<string, unknown>,
): string =>
  builder.build({
    '?xml': { [`${ATTR}version`]: '1.0', [`${ATTR}encoding`]: 'UTF-8' },
    [root]: {
      ...attrs({
        xmlns: OTA_NAMESPACE,
        EchoToken: env.echoToken,
        TimeStamp: env.timeStamp,
        Version: OTA_VERSION,
        PrimaryLangID: 'es',
        ...own,
      }),
      POS: { Source: { RequestorID: attrs({ Type: '22', ID: env.user, MessagePassword: env.password }) } },
      ...body,
    },
  });

/** Attributes of an element, in the order given (undefined ones left out). */
export const attrs = (values: Record<string, string | number | undefined>) => {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) if (v !== undefined) out[`${ATTR}${k}`] = String(v);
  return out;
};
