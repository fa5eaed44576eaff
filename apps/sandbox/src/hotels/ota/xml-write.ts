import {
  ERROR_CODES,
  ERROR_TYPES,
  OTA_NAMESPACE,
  OTA_VERSION,
  type OtaErrorCode,
} from '@portal/domain/supplier-wire/ota/codes';

// A small XML writer: the simulator's answers are written element by element in the order the
// contract's samples show (packages/domain/src/supplier-wire/ota/fixtures), as strings, so a
// cached part of an answer (the rooms of a search) is spliced in as written.

export type Attrs = Record<string, string | number | boolean | undefined>;

// Characters XML 1.0 cannot carry at all: an echoed value never breaks the answer.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
// Named entities only, as XMLBuilder writes: a parser that does not decode character
// references (fast-xml-parser's default) reads the same value.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeAttr = (value: string) => value.replace(NOT_XML, '').replace(/[&<>"]/g, (c) => ESCAPES[c]!);
const escapeText = (value: string) => value.replace(NOT_XML, '').replace(/[&<>]/g, (c) => ESCAPES[c]!);

const attrsOf = (attrs: Attrs) =>
  Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeAttr(String(v))}"`)
    .join('');

/** An element with attributes and children (already written elements), or empty. */
export const el = (name: string, attrs: Attrs = {}, ...children: string[]): string =>
  children.length === 0
    ? `<${name}${attrsOf(attrs)}/>`
    : `<${name}${attrsOf(attrs)}>${children.join('')}</${name}>`;

/** An element holding text. */
export const textEl = (name: string, text: string, attrs: Attrs = {}): string =>
  `<${name}${attrsOf(attrs)}>${escapeText(text)}</${name}>`;

/** `<name><Text>…</Text></name>`, OTA's way of holding a description. */
export const withText = (name: string, text: string, attrs: Attrs = {}) =>
  el(name, attrs, textEl('Text', text));

/** Cents as OTA writes an amount: 2 decimals (prices are integer cents, so this is exact). */
export const amountOf = (cents: number) => (cents / 100).toFixed(2);

export type OtaError = { code: OtaErrorCode; type: keyof typeof ERROR_TYPES; text: string };

/** What an answer says besides its body: fine, fine with warnings, or errors. */
export type Outcome = { errors: OtaError[] } | { warnings?: OtaError[]; body: string };
/** A message's answer before its envelope: the outcome and the root's own attributes. */
export type Answer = { outcome: Outcome; attrs?: Attrs };

export const otaError = (code: OtaErrorCode, type: keyof typeof ERROR_TYPES, text: string): OtaError => ({
  code,
  type,
  text,
});

const errorEl = (e: OtaError) =>
  textEl('Error', e.text, { Type: ERROR_TYPES[e.type], Code: e.code, ShortText: ERROR_CODES[e.code].text });
const warningEl = (w: OtaError) => textEl('Warning', w.text, { Type: ERROR_TYPES[w.type], Code: w.code });

/**
 * A whole answer: the root echoes the request's EchoToken and carries the simulator's time,
 * OTA's version and namespace, then Success (and Warnings) with the body, or Errors.
 */
export const answer = (o: {
  root: string;
  echoToken?: string | undefined;
  now: number;
  attrs?: Attrs;
  outcome: Outcome;
}): string => {
  const rootAttrs = {
    xmlns: OTA_NAMESPACE,
    EchoToken: o.echoToken,
    TimeStamp: new Date(o.now).toISOString(),
    Version: OTA_VERSION,
    ...('errors' in o.outcome ? {} : o.attrs),
  };
  const children =
    'errors' in o.outcome
      ? [el('Errors', {}, ...o.outcome.errors.map(errorEl))]
      : [
          el('Success'),
          ...(o.outcome.warnings?.length ? [el('Warnings', {}, ...o.outcome.warnings.map(warningEl))] : []),
          o.outcome.body,
        ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n${el(o.root, rootAttrs, ...children)}`;
};
