import { XMLParser } from 'fast-xml-parser';

// Reads an OTA request into a plain object for zod: attributes as `@Name`, every value a
// string (codes such as "08" stay codes), namespace prefixes dropped, and the elements that
// may repeat always arrays, so a one-element list reads like a longer one.

/** Elements OTA lets repeat in the requests the simulator serves. */
const REPEATED = new Set([
  'Source',
  'AvailRequestSegment',
  'RatePlanCandidate',
  'RoomStayCandidate',
  'GuestCount',
  'Criterion',
  'HotelRef',
  'HotelReservation',
  'RoomStay',
  'RoomType',
  'RatePlan',
  'UniqueID',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (name, _path, _leaf, isAttribute) => !isAttribute && REPEATED.has(name),
  // A DTD is refused before parsing (below); these limits are the second wall against an
  // entity bomb should one ever get through.
  processEntities: { enabled: true, maxEntityCount: 0, maxTotalExpansions: 10_000 },
  maxNestedTags: 20,
});

export type OtaMessage = { root: string; body: Record<string, unknown> };

/** The request's root element and its content, or why it is not one OTA message. */
export const readMessage = (xml: unknown): OtaMessage | { invalid: string } => {
  if (typeof xml !== 'string' || xml.trim() === '') return { invalid: 'El cuerpo no es un mensaje XML.' };
  // OTA messages never carry a DTD; one in a request is a mistake or an entity bomb.
  if (xml.includes('<!DOCTYPE') || xml.includes('<!ENTITY')) return { invalid: 'DTD no admitida.' };
  let doc: unknown;
  try {
    doc = parser.parse(xml, true);
  } catch {
    return { invalid: 'El mensaje no es XML válido.' };
  }
  const roots = Object.entries(doc as Record<string, unknown>).filter(([name]) => !name.startsWith('?'));
  const [first] = roots;
  if (roots.length !== 1 || !first) return { invalid: 'El mensaje debe tener un único elemento raíz.' };
  const [root, body] = first;
  return { root, body: typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {} };
};
