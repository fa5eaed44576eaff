import { z } from 'zod';
import { fail, OK, type Check } from '../common/check';
import { MESSAGES } from '../messages';
import { ZPageQuery } from './paging';

// Client entities as the back office keeps them (issue 31, item 3): who an AS agent books for.

/** The prefixes AFIP gives a CUIT: people 20, 23, 24, 27; companies 30, 33, 34. */
export const CUIT_PREFIXES = ['20', '23', '24', '27', '30', '33', '34'] as const;
const CUIT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;
const CUIT_SHAPE = /^(\d{11}|\d{2}-\d{8}-\d)$/;

/** The CUIT's 11 digits, whichever of its two accepted forms it came in. */
const cuitDigits = (text: string) => text.trim().replaceAll('-', '');

/**
 * AFIP's check digit (modulo 11) of the first ten digits: 11 gives 0; 10 has no digit (AFIP
 * gives such a number the prefix 23 or 33 instead), so it answers null.
 */
export function cuitCheckDigit(tenDigits: string): number | null {
  const sum = CUIT_WEIGHTS.reduce((acc, w, i) => acc + w * Number(tenDigits[i]), 0);
  const digit = 11 - (sum % 11);
  if (digit === 11) return 0;
  return digit === 10 ? null : digit;
}

/** A CUIT as 'XX-XXXXXXXX-X' or 11 plain digits, with a known prefix and its check digit. */
export function checkCuit(text: string): Check {
  if (!CUIT_SHAPE.test(text.trim())) return fail('entityCuitFormat', 'cuit');
  const digits = cuitDigits(text);
  if (!(CUIT_PREFIXES as readonly string[]).includes(digits.slice(0, 2)))
    return fail('entityCuitPrefix', 'cuit');
  const check = cuitCheckDigit(digits.slice(0, 10));
  return check === Number(digits[10]) ? OK : fail('entityCuitCheckDigit', 'cuit');
}

/** How a valid CUIT is stored and shown: 'XX-XXXXXXXX-X'. */
export const formatCuit = (text: string): string => {
  const d = cuitDigits(text);
  return `${d.slice(0, 2)}-${d.slice(2, 10)}-${d.slice(10)}`;
};

/** A CUIT as it is being typed: its digits (at most 11), the dashes put in as they are reached. */
export const formatCuitTyping = (text: string): string => {
  const d = text.replace(/\D/g, '').slice(0, 11);
  if (d.length <= 2) return d;
  if (d.length <= 10) return `${d.slice(0, 2)}-${d.slice(2)}`;
  return `${d.slice(0, 2)}-${d.slice(2, 10)}-${d.slice(10)}`;
};

export const CONDICIONES_IVA = [
  'Responsable Inscripto',
  'Monotributista',
  'Exento',
  'Consumidor Final',
  'No Responsable',
] as const;
export type TCondicionIva = (typeof CONDICIONES_IVA)[number];

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const blankToNull = (v: unknown) => (v === '' ? null : v);

const ZRazonSocial = z
  .string({ message: MESSAGES.entityRazonSocialLength })
  .trim()
  .min(2, MESSAGES.entityRazonSocialLength)
  .max(200, MESSAGES.entityRazonSocialLength);
const ZCuit = z
  .string({ message: MESSAGES.entityCuitFormat })
  .max(20, MESSAGES.entityCuitFormat)
  .superRefine((text, ctx) => {
    const check = checkCuit(text);
    if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
  });
const ZCondicionIva = z.enum(CONDICIONES_IVA, { message: MESSAGES.entityCondicionIva });
const ZEmail = z.email({ message: MESSAGES.invalidEmail }).max(200, MESSAGES.invalidEmail);
const ZTelefono = z
  .string()
  .trim()
  .max(40, MESSAGES.entityTelefono)
  .regex(/^[\d\s+\-()]{6,40}$/, MESSAGES.entityTelefono);
const ZDireccion = z.string().trim().max(300, MESSAGES.entityDireccionLength);
const ZAgentes = z
  .array(z.number({ message: MESSAGES.entityAgentes }).int().positive(), { message: MESSAGES.entityAgentes })
  .max(200);

/** A new entity: the contact fields may come absent, null or ''. */
export const ZEntityCreate = z.object({
  razonSocial: ZRazonSocial,
  cuit: ZCuit,
  condicionIva: ZCondicionIva,
  email: z.preprocess(blankToUndefined, ZEmail.optional()),
  telefono: z.preprocess(blankToUndefined, ZTelefono.optional()),
  direccion: z.preprocess(blankToUndefined, ZDireccion.optional()),
  /** the users (AS agents) who book for it */
  agentes: z.preprocess(blankToUndefined, ZAgentes.optional()),
});
export type TEntityCreate = z.infer<typeof ZEntityCreate>;

/**
 * A change to an entity: a field absent stays as it is; a contact field sent null or '' is
 * cleared; `agentes` replaces which AS agents book for it; `active` deactivates or reactivates.
 */
export const ZEntityEdit = z.object({
  razonSocial: ZRazonSocial.optional(),
  cuit: ZCuit.optional(),
  condicionIva: ZCondicionIva.optional(),
  email: z.preprocess(blankToNull, ZEmail.nullable().optional()),
  telefono: z.preprocess(blankToNull, ZTelefono.nullable().optional()),
  direccion: z.preprocess(blankToNull, ZDireccion.nullable().optional()),
  agentes: ZAgentes.optional(),
  active: z.boolean({ message: 'Indique si la entidad está activa (true o false)' }).optional(),
});
export type TEntityEdit = z.infer<typeof ZEntityEdit>;

export const ZEntityAgent = z.object({ id: z.number().int(), nombre: z.string(), username: z.string() });
export type TEntityAgent = z.infer<typeof ZEntityAgent>;

/** An entity as the back office lists it; entities seeded before issue 31 lack the new fields. */
export const ZEntityRow = z.object({
  idEntidad: z.number().int(),
  razonSocial: z.string(),
  cuit: z.string().nullable(),
  condicionIva: z.string().nullable(),
  email: z.string().nullable(),
  telefono: z.string().nullable(),
  direccion: z.string().nullable(),
  active: z.boolean(),
  agentes: z.array(ZEntityAgent),
  createdAt: z.string(),
});
export type TEntityRow = z.infer<typeof ZEntityRow>;

export const ENTITY_STATES = ['activas', 'inactivas', 'todas'] as const;
export type TEntityState = (typeof ENTITY_STATES)[number];
export const ENTITY_SORTS = ['razonSocial', 'cuit', 'createdAt'] as const;

export const ZEntityQuery = ZPageQuery.extend({
  estado: z.preprocess(blankToUndefined, z.enum(ENTITY_STATES).default('todas')),
});
export type TEntityQuery = z.infer<typeof ZEntityQuery>;

export const ZEntityIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const ZEntityAgentsAnswer = z.array(ZEntityAgent);
