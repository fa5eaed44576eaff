import { z } from 'zod';
import { isValidIsoDate } from '../dates';
import { isValidHhmm } from '../dates-format';
import { CURRENCIES } from '../money';
import { MESSAGES } from '../messages';

// Building blocks shared by every payload schema. They keep transforms out, so a body schema
// converts to JSON Schema (OpenAPI) both as input and as output; the one exception is the
// path and query counts (tickets/count-param.ts), which are input only.

/** 'YYYY-MM-DD', a real calendar date. */
export const ZIsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.invalidDate)
  .refine(isValidIsoDate, MESSAGES.invalidDate)
  .meta({ format: 'date', example: '2025-07-15' });

/** 'HH:MM', 00:00 to 23:59. */
export const ZTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, MESSAGES.invalidTime);

/** Flight times as numbers hhmm (spec §3): 930 is 09:30. */
export const ZHhmm = z.number().int().refine(isValidHhmm, MESSAGES.invalidTime);

export const ZCurrency = z.enum(CURRENCIES);

/** A decimal amount (USD/ARS with up to 2 decimals) as sent on the wire. */
export const ZAmount = z.number().finite();

/** Provider amounts: numbers or numeric strings ('1234.56'). Read them with parseAmount. */
export const ZAmountLike = z.union([z.number(), z.string().max(30)]);

export const ZId = z.number().int().nonnegative();
export const ZIdLike = z.union([z.number().int(), z.string().min(1).max(80)]);

/** A supplier's code for a product, rate or program: bounded like every text a client sends. */
export const ZCode = z.string().min(1).max(80);
/** A short free text a client sends (a name, a destination): bounded, kept as typed. */
export const ZShortText = z.string().max(200);

export const ZEmail = z.email(MESSAGES.invalidEmail);

/**
 * An optional field as clients send it (issue 11, item 12): absent, `null` and `''` all mean
 * "not given"; a value that is given is checked by `inner` as strictly as ever. No transform,
 * so the schema still converts to JSON Schema both ways: read the value with `given`.
 */
export const zOptional = <T extends z.ZodType>(inner: T) =>
  z.union([inner, z.null(), z.literal('')]).optional();

const notGiven = (v: unknown) => v === null || v === '';

/**
 * An optional or defaulted request field (`field` is `….optional()` or `….default(x)`) that
 * also takes null and '' as "not given" (issue 29, item 9: `destinoAsistencia: null` got 400):
 * they become undefined before `field` reads the value, so the route receives what it always
 * did (undefined, or the default). A codec, not a transform: answers are encoded through the
 * same schemas (fastify-type-provider-zod), and a transform cannot be. Typed as `field`, so our
 * clients need not send null; the server takes it from anyone. The property test
 * `request-schemas.test.ts` holds every request schema to it.
 */
export const zOmittable = <T extends z.ZodType>(field: T) => {
  const f: z.ZodType = field;
  return z.codec(z.union([f, z.null(), z.literal('')]), f, {
    decode: (v) => (notGiven(v) ? undefined : v),
    encode: (v) => v,
  }) as unknown as z.ZodCodec<T, T>;
};

/** `z.object(shape).partial()`, each field a zOmittable one (absent, null and '' alike). */
export const zOmittableFields = <S extends z.ZodRawShape>(shape: S) =>
  Object.fromEntries(Object.entries(shape).map(([k, f]) => [k, zOmittable(z.optional(f))])) as {
    [K in keyof S]: ReturnType<typeof zOmittable<z.ZodOptional<S[K]>>>;
  };

/** The value of a zOptional field, or undefined when it was not given. */
export const given = <T>(value: T | null | '' | undefined): Exclude<T, ''> | undefined =>
  value === null || value === '' || value === undefined ? undefined : (value as Exclude<T, ''>);

/** A required text: neither empty nor blank. */
export const zRequiredText = (message: string = MESSAGES.requiredField) => z.string().trim().min(1, message);

/** Providers send one element or a list (spec §3 tarifario). Normalise with asList. */
export const zListOrSingle = <T extends z.ZodType>(item: T) => z.union([z.array(item), item]);

/**
 * A provider price object (spec §3): VENTA or venta, IVA or iva, TOTAL, gastoAdministrativo,
 * resolucion4815, ImpuestoPais, alicuota, moneda and others. Read it with parseProviderPrice.
 */
export const ZProviderPrice = z.looseObject({
  VENTA: zOmittable(ZAmountLike.optional()),
  venta: zOmittable(ZAmountLike.optional()),
  IVA: zOmittable(ZAmountLike.optional()),
  iva: zOmittable(ZAmountLike.optional()),
  TOTAL: zOmittable(ZAmountLike.optional()),
  total: zOmittable(ZAmountLike.optional()),
  costo: zOmittable(ZAmountLike.optional()),
  gastoAdministrativo: zOmittable(ZAmountLike.optional()),
  resolucion4815: zOmittable(ZAmountLike.optional()),
  ImpuestoPais: zOmittable(ZAmountLike.optional()),
  alicuota: zOmittable(ZAmountLike.optional()),
  moneda: zOmittable(z.string().max(10).optional()),
});
export type TProviderPrice = z.infer<typeof ZProviderPrice>;

/** Our own flat list answer with the suppliers that did not answer (docs/decisions.md D-13). */
export const ZFailedSuppliers = z.array(z.string()).default([]);

/** Every 4xx/5xx answer: a Spanish `message`, field errors, and a request id on a 500. */
export const ZErrorBody = z.object({
  message: z.string(),
  errors: z.unknown().optional(),
  requestId: z.string().optional(),
});
